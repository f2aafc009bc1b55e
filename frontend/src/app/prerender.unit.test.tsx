// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { texts } from '@fr/contracts/texts';
import { composePage, documentFile, prerender, prerenderedPaths, signedInPaths } from './prerender';
import { VIEW_SWITCH_ID } from './prerendered';

const shell =
  '<!doctype html><html><head><title>t</title><script type="module" src="/assets/index-x.js"></script></head><body><div id="root"></div></body></html>';

describe('prerendered pages', () => {
  it('renders the landing page and Raffles for both view modes, with their styles and no script of their own', async () => {
    expect(prerenderedPaths).toEqual(['/', '/raffles']);
    for (const [path, heading] of [
      ['/', texts.home.heroTitle],
      ['/raffles', texts.pages.raffles],
    ] as const) {
      const page = await prerender(path);
      for (const markup of [page.markup.mobile, page.markup.desktop]) {
        expect(markup).toContain(heading);
        // Every part in place: no fallback waiting for an inline script, which the content security policy refuses.
        expect(markup).not.toMatch(/<script|<template|<!--\$\?-->/);
      }
      // The modes differ: a phone's layout has the bottom tab bar, the desktop's has none.
      expect(page.markup.mobile).not.toBe(page.markup.desktop);
      // The client's emotion cache adopts styles under its own key: every class in the markup has its rule.
      expect(page.styles).toMatch(/^<style data-emotion="css-global /);
      // (outside a production build emotion adds the component's label to the name: css-1a2b3c-MuiButton-root)
      const classes = new Set([...(page.markup.mobile + page.markup.desktop).matchAll(/\bcss-([A-Za-z0-9-]+)/g)].map((match) => match[1]));
      const styled = new Set(
        page.styles.match(/data-emotion="css [^"]*"/g)?.flatMap((tag) => tag.slice('data-emotion="css '.length, -1).split(' ')),
      );
      expect([...classes].filter((name) => name === undefined || !styled.has(name))).toEqual([]);
    }
  });

  it('renders the dashboard as a signed-in player first sees it: its heading over the loading state, not the sign-in gate', async () => {
    expect(signedInPaths).toEqual(['/dashboard']);
    const signedIn = await prerender('/dashboard', true);
    const visitor = await prerender('/dashboard');
    for (const mode of ['mobile', 'desktop'] as const) {
      expect(signedIn.markup[mode]).toContain(`>${texts.pages.dashboard}</h1>`);
      expect(signedIn.markup[mode]).not.toContain(texts.app.authRequiredTitle);
      expect(signedIn.markup[mode]).not.toMatch(/<script|<template|<!--\$\?-->/);
      // Rendered for a visitor, the page has no heading of its own until the status says who is there.
      expect(visitor.markup[mode]).not.toContain(`>${texts.pages.dashboard}</h1>`);
    }
    expect(documentFile('/dashboard', true)).toBe('dashboard/signed-in.html');
  });

  it("puts each mode's markup in its own container, the styles and the view switch in the head, the scripts untouched", async () => {
    const page = await prerender('/');
    const html = composePage(shell, page);
    const body = html.slice(html.indexOf('<body>'));
    expect([...body.matchAll(/<div (id="root" )?data-prerendered="(\w+)">/g)].map((match) => [match[1] !== undefined, match[2]])).toEqual([
      [true, 'mobile'],
      [false, 'desktop'],
    ]);
    expect(body).toContain(page.markup.mobile);
    expect(body).toContain(page.markup.desktop);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<style id="${VIEW_SWITCH_ID}">@media`);
    expect(head).toContain(page.styles);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(() => composePage('<html><head></head><body></body></html>', page)).toThrow(/no empty #root/);
    // Markup is inserted as it is, whatever it holds.
    const dollars = { ...page, markup: { mobile: "<p>$& $' $250</p>", desktop: '' } };
    expect(composePage(shell, dollars)).toContain("<p>$& $' $250</p>");
    expect(documentFile('/')).toBe('index.html');
    expect(documentFile('/raffles')).toBe('raffles/index.html');
  });
});
