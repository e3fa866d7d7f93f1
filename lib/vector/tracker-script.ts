// The browser tracker served at /v.js, written compact by hand (no build step, no dependencies).
// Install: window.ServiceVector = {k: "vk_..."} then <script async src="{app_url}/v.js">. Calls made before
// it loads are queued in ServiceVector.q as [method, arg] pairs and replayed in order after the first pageview.
// It finds /collect next to its own src, keeps the visitor id bpv_<id> in a first-party cookie (_bpv) and
// localStorage, persists the identified email (localStorage bpv_em) and sends every event field with
// navigator.sendBeacon (text/plain JSON, no preflight), falling back to fetch keepalive.
import { createHash } from "node:crypto";

export const TRACKER_SOURCE = `!function(w,d){var S=w.ServiceVector=w.ServiceVector||{};if(S._l)return;S._l=1;
var q=S.q||[],n=navigator,L=w.localStorage,cs=d.currentScript||[].slice.call(d.querySelectorAll('script[src*="/v.js"]')).pop(),
C=new URL("/collect",cs&&cs.src||location.href).href,cur,ref,em;
function g(x){try{return L.getItem(x)}catch(e){}}function p(x,v){try{L.setItem(x,v)}catch(e){}}
function ok(v){return/^bpv_[\\w-]{6,76}$/.test(v||"")}
var m=d.cookie.match(/(?:^|; )_bpv=([^;]*)/),vid=m&&m[1];if(!ok(vid))vid=g("bpv");
if(!ok(vid)){var a=new Uint8Array(16);crypto.getRandomValues(a);vid="bpv_"+[].map.call(a,function(b){return(b%36).toString(36)}).join("")}
d.cookie="_bpv="+vid+";path=/;max-age=63072000;SameSite=Lax"+(location.protocol=="https:"?";Secure":"");p("bpv",vid);em=g("bpv_em");
function send(e,r){var k=S.k;if(!k)return;var z;try{z=Intl.DateTimeFormat().resolvedOptions().timeZone}catch(x){}
var b=JSON.stringify({k:k,vid:vid,e:e||"pageview",u:location.href,t:d.title,r:r||"",em:em||"",ts:Date.now(),lang:n.language,tz:z,sw:screen.width,sh:screen.height});
try{if(n.sendBeacon&&n.sendBeacon(C,b))return}catch(x){}
try{fetch(C,{method:"POST",body:b,keepalive:!0,mode:"no-cors",credentials:"omit",headers:{"content-type":"text/plain"}})}catch(x){}}
function pv(){var u=location.href;if(u===cur)return;ref=cur===void 0?d.referrer:cur;cur=u;send("pageview",ref)}
function wrap(f){var o=history[f];history[f]=function(){var x=o.apply(this,arguments);pv();return x}}
wrap("pushState");wrap("replaceState");w.addEventListener("popstate",pv);
S.track=function(e){e=String(e||"").trim();if(e)send(e,ref)};
S.identify=function(e){e=String(e||"").trim().toLowerCase();if(!/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(e))return;em=e;p("bpv_em",e);send("identify",ref)};
S.page=pv;S.vid=vid;pv();S.q={push:function(c){c&&S[c[0]]&&S[c[0]](c[1])}};for(var i=0;i<q.length;i++)S.q.push(q[i])}(window,document);
`;

export const TRACKER_VERSION = createHash("sha256").update(TRACKER_SOURCE).digest("hex").slice(0, 10);
