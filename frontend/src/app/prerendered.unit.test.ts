import { describe, expect, it } from 'vitest';
import { chooseContainer, PRERENDERED_ATTRIBUTE, VIEW_SWITCH_ID } from './prerendered';

const prerenderedDocument = `<style id="${VIEW_SWITCH_ID}"></style><div id="root" ${PRERENDERED_ATTRIBUTE}="mobile"><h1>m</h1></div><div ${PRERENDERED_ATTRIBUTE}="desktop"><h1>d</h1></div>`;

describe('the container the client starts in', () => {
  it("keeps the container of the player's mode as #root and drops the other one and the switch", () => {
    for (const mode of ['mobile', 'desktop'] as const) {
      document.body.innerHTML = prerenderedDocument;
      const { container, prerendered } = chooseContainer(document, mode);
      expect(prerendered).toBe(true);
      expect(container.id).toBe('root');
      expect(container.getAttribute(PRERENDERED_ATTRIBUTE)).toBe(mode);
      expect(document.querySelectorAll(`[${PRERENDERED_ATTRIBUTE}]`).length).toBe(1);
      expect(document.getElementById(VIEW_SWITCH_ID)).toBeNull();
    }
    document.body.innerHTML = '<div id="root"></div>';
    const { container, prerendered } = chooseContainer(document, 'desktop');
    expect([container.id, prerendered]).toEqual(['root', false]);
  });
});
