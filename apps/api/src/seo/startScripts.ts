import { createHash } from 'node:crypto';
import { jsonForScript } from './head';

/** The id of the data block that lists a rendered page's scripts for `START_SCRIPTS_SCRIPT`. */
const SCRIPTS_BLOCK_ID = 'page-scripts';

/**
 * A rendered page shows before its scripts have run, so they start after its first paint instead of
 * with it: fetched and compiled while the browser parsed and laid out the page, they took the line
 * from its main picture and a core from its first layout (on a two-core machine that layout took five
 * times its own CPU time, and the picture arrived a second later in Lighthouse's phone). This inline
 * script adds the page's module preloads and its entry script once the page has been painted (the
 * frame after the document was parsed), or at once in a tab that is not shown and so paints nothing.
 * Taps meanwhile are kept by `EARLY_TAPS_SCRIPT`, and links navigate without scripts.
 */
export const START_SCRIPTS_SCRIPT = `(function(){
function start(){
var block=document.getElementById('${SCRIPTS_BLOCK_ID}');if(!block)return;
var files=JSON.parse(block.textContent);
files.preload.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.fetchPriority='low';link.href=href;document.head.appendChild(link)});
files.entry.forEach(function(src){var script=document.createElement('script');script.type='module';script.crossOrigin='';script.fetchPriority='low';script.src=src;document.head.appendChild(script)});
}
document.addEventListener('DOMContentLoaded',function(){
if(document.visibilityState!=='visible')return start();
requestAnimationFrame(function(){setTimeout(start)});
});
})();`;

/** The script's hash, which the Content-Security-Policy names so that it may run. */
export const START_SCRIPTS_HASH = `'sha256-${createHash('sha256').update(START_SCRIPTS_SCRIPT).digest('base64')}'`;

const moduleScript = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const modulePreload = /\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * The page with its module scripts and module preloads (the built `index.html`'s and the route's,
 * from `headTags`) taken out of its head, listed instead in a data block that `START_SCRIPTS_SCRIPT`
 * reads, and that script in their place.
 */
export function withScriptsAfterFirstPaint(html: string): string {
  const entry: string[] = [];
  const preload: string[] = [];
  const without = html
    .replace(moduleScript, (_tag, src: string) => {
      entry.push(src);
      return '';
    })
    .replace(modulePreload, (_tag, href: string) => {
      preload.push(href);
      return '';
    });
  const block = `<script type="application/json" id="${SCRIPTS_BLOCK_ID}">${jsonForScript({ entry, preload })}</script>`;
  return without
    .replace(/\s*<\/head>/i, () => `\n    <script>${START_SCRIPTS_SCRIPT}</script>\n  </head>`)
    .replace(/\s*<\/body>/i, () => `\n    ${block}\n  </body>`);
}
