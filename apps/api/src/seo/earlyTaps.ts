import { createHash } from 'node:crypto';

/**
 * A rendered page shows its buttons before the shop's scripts have run (they start after its first
 * paint), and a tap on one of them then would do nothing ("Añadir a la cesta" on a phone whose main
 * thread is busy for a second). This small script, inlined first in the head of such a page, keeps
 * those taps instead: a tap on a button inside `#root` before the page is marked interactive
 * (`html[data-interactive]`, set once the shop has taken the page over) is held, and tapped again,
 * in order and one task apart as a hand would, once it is. A button the browser drew afresh rather
 * than took over is found again by its name and its place among buttons of that name.
 *
 * A held tap shows at once that it counted: its button is marked `aria-busy="true"` (the shop draws it
 * pressed, reading its `data-pending-label`: "Añadiendo…"), and that label is said in a polite live
 * region of the script's own, outside `#root` so that the page the shop takes over is the server's.
 * Links need nothing: they navigate without scripts.
 */
export const EARLY_TAPS_SCRIPT = `(function(){
var html=document.documentElement,taps=[],region;
function ready(){return html.hasAttribute('data-interactive')}
function named(b){return b.getAttribute('aria-label')||b.textContent||''}
function same(name){return Array.prototype.filter.call(document.querySelectorAll('#root button'),function(b){return named(b)===name})}
function say(text){
if(!region){region=document.createElement('div');region.setAttribute('role','status');region.setAttribute('style','position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap');document.body.appendChild(region)}
setTimeout(function(){region.textContent=text},50);
}
function keep(e){
if(ready())return;
var b=e.target instanceof Element?e.target.closest('#root button'):null;
if(!b||b.disabled)return;
e.preventDefault();e.stopPropagation();
var name=named(b);taps.push({button:b,name:name,place:same(name).indexOf(b)});
b.setAttribute('aria-busy','true');
var pending=b.getAttribute('data-pending-label');if(pending)say(pending);
}
addEventListener('click',keep,true);
new MutationObserver(function(_,watch){
if(!ready())return;
watch.disconnect();removeEventListener('click',keep,true);
(function next(){
var t=taps.shift();if(!t){if(region)region.remove();return}
setTimeout(function(){
var b=t.button.isConnected?t.button:same(t.name)[t.place];
t.button.removeAttribute('aria-busy');
if(b){b.removeAttribute('aria-busy');b.click()}
next();
});
})();
}).observe(html,{attributes:true,attributeFilter:['data-interactive']});
})();`;

/** The script's hash, which the Content-Security-Policy names so that this one inline script may run. */
export const EARLY_TAPS_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;
