// The inline script that puts the chosen language in <html data-lang> before the first paint: the
// remembered choice, else the browser's first supported language (lib/languages matchLang, the same
// function, serialized, over the one language list). When it is not the HTML's language, data-pending
// hides the page until its messages are in (components/use-lang), at most a few seconds.
import { DEFAULT_LANG, FALLBACK_LANG, LANGUAGES, matchLang } from '../lib/languages';
import { STORAGE_KEY } from '../lib/prefs';

export { DEFAULT_LANG };

const LIST = LANGUAGES.map((l) => ({ code: l.code, match: l.match }));

export const langBootScript =
  `(function(){try{var L=${JSON.stringify(LIST)},C=L.map(function(x){return x.code}),l=null;` +
  `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEY)})||'null');l=s&&s.prefs&&s.prefs.lang}catch(e){}` +
  `if(C.indexOf(l)<0){var pick=${matchLang.toString()};l=pick(L,navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||'en'])||${JSON.stringify(FALLBACK_LANG)}}` +
  `var h=document.documentElement;h.setAttribute('data-lang',l);` +
  `if(l!==${JSON.stringify(DEFAULT_LANG)}){h.setAttribute('data-pending','');setTimeout(function(){h.removeAttribute('data-pending')},4000)}}catch(e){}})();`;
