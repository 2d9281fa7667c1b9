import { createHash } from 'node:crypto';

/**
 * A rendered page shows its buttons before the shop's scripts have run, and a tap on one of them then
 * would do nothing ("Añadir a la cesta" on a phone whose main thread is busy for a second). This small
 * script, inlined at the top of such a page, keeps those taps instead: a tap on a button inside
 * `#root` before the page is marked interactive (`html[data-interactive]`, set once the shop has taken
 * the page over) is held, and tapped again, in order and one task apart as a hand would, once it is. A button the browser drew afresh
 * rather than took over is found again by its name and its place among buttons of that name.
 * Links need nothing: they navigate without scripts.
 */
export const EARLY_TAPS_SCRIPT = `(function(){
var html=document.documentElement,taps=[];
function ready(){return html.hasAttribute('data-interactive')}
function named(b){return b.getAttribute('aria-label')||b.textContent||''}
function same(name){return Array.prototype.filter.call(document.querySelectorAll('#root button'),function(b){return named(b)===name})}
function keep(e){
if(ready())return;
var b=e.target instanceof Element?e.target.closest('#root button'):null;
if(!b||b.disabled)return;
e.preventDefault();e.stopPropagation();
var name=named(b);taps.push({button:b,name:name,place:same(name).indexOf(b)});
}
addEventListener('click',keep,true);
new MutationObserver(function(_,watch){
if(!ready())return;
watch.disconnect();removeEventListener('click',keep,true);
(function next(){
var t=taps.shift();if(!t)return;
setTimeout(function(){var b=t.button.isConnected?t.button:same(t.name)[t.place];if(b)b.click();next()});
})();
}).observe(html,{attributes:true,attributeFilter:['data-interactive']});
})();`;

/** The script's hash, which the Content-Security-Policy names so that this one inline script may run. */
export const EARLY_TAPS_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;
