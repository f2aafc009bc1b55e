/**
 * The demo provider's stand-in for Yahoo's consent page: self-contained (inline styles, no script, so it works
 * under a strict content security policy) and showing the code the way Yahoo's out-of-band page does.
 * `code` is null when the request carried no usable state.
 */
export function demoAuthorizePageHtml(code: string | null): string {
  const body = code
    ? `<p>You are connecting <strong>Fantasy Rewards</strong> to the demo fantasy provider. It stands in for Yahoo
      Fantasy on this installation and gives you simulated NFL, NBA and MLB teams whose points rise during game
      windows.</p>
      <p>Copy this code, go back to Fantasy Rewards, paste it and choose <strong>Complete Connection</strong>:</p>
      <p class="code" id="demo-code">${code}</p>
      <p class="small">No real account is involved and nothing leaves this server.</p>`
    : `<p>This authorization request has no state. Start again from Fantasy Rewards and choose Connect.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo Fantasy Provider: authorize Fantasy Rewards</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f4f1fb; color: #1d1b29; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px; box-shadow: 0 4px 18px rgba(40, 20, 90, .12); }
  h1 { font-size: 1.35rem; margin: 0 0 .25rem; color: #5f01d1; }
  .badge { display: inline-block; font-size: .75rem; padding: .1rem .5rem; border-radius: 999px; background: #ede4fb; color: #5f01d1; }
  .code { font: 700 1.6rem/1.2 ui-monospace, SFMono-Regular, Menlo, monospace; letter-spacing: .08em; text-align: center;
    padding: .9rem; border: 2px dashed #5f01d1; border-radius: 8px; user-select: all; word-break: break-all; }
  .small { font-size: .85rem; color: #5b5870; }
</style>
</head>
<body>
<main>
  <h1>Demo Fantasy Provider</h1>
  <span class="badge">Demo mode</span>
  ${body}
</main>
</body>
</html>
`;
}
