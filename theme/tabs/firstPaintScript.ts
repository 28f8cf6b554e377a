// BEHAVIOUR.md, Content blocks: a visitor who chose pnpm sees pnpm commands in the first painted frame, before any
// script of the app has run. This inline script follows each package-manager block in the HTML: the parser runs
// it as soon as the block is parsed, and it shows the saved tab and marks it selected (aria-selected, tab stop,
// the selected classes), so what is shown and what assistive technology hears agree from the start. Hydration
// then keeps it: Tabs reads the same saved value (useStoredValue.ts). A missing, unusable or out-of-range value
// leaves the block as built. Its text is fixed, so the page's CSP allows it by one hash (builder/write-headers.mjs).
import { PACKAGE_MANAGER_STORAGE_KEY } from './tabStorageKey';

export const FIRST_PAINT_SCRIPT = `(function(s){try{var b=s&&s.previousElementSibling,v=localStorage.getItem(${JSON.stringify(PACKAGE_MANAGER_STORAGE_KEY)});if(!b||v===null||!/^\\d+$/.test(v))return;var i=+v,t=b.querySelectorAll('[role=tab]'),p=b.querySelectorAll('[role=tabpanel]');if(i>=t.length)return;for(var k=0;k<t.length;k++){var on=k===i;t[k].setAttribute('aria-selected',on?'true':'false');t[k].tabIndex=on?0:-1;t[k].classList.toggle('rp-tabs__label__item--selected',on);t[k].classList.toggle('rp-tabs__label__item--not-selected',!on);if(p[k]){p[k].hidden=!on;p[k].classList.toggle('rp-tabs__content__item--active',on);p[k].classList.toggle('rp-tabs__content__item--hidden',!on)}}}catch(e){}})(document.currentScript)`;
