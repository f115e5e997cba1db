// The inline script that sets <html lang data-lang> before the first paint: the remembered choice,
// else the browser's first supported language (lib/i18n pickLang, the same function, serialized).
import { LANGS, pickLang } from '../lib/i18n';
import { STORAGE_KEY } from '../lib/prefs';

export { DEFAULT_LANG } from '../lib/prefs';

export const langBootScript =
  `(function(){try{var L=${JSON.stringify(LANGS)},l=null;` +
  `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEY)})||'null');l=s&&s.prefs&&s.prefs.lang}catch(e){}` +
  `if(L.indexOf(l)<0){var pick=${pickLang.toString()};l=pick(navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||'en'])}` +
  `var h=document.documentElement;h.lang=l;h.setAttribute('data-lang',l)}catch(e){}})();`;
