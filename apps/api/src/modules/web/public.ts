/* What other code may use of the web module (docs/decisions/032): serving the web app and choosing its language. */
export { registerHomeLanguageChoice } from './language-choice';
export { hasWebApp, registerWebApp } from './web.routes';
