/* What other code may use of the content module (docs/decisions/032): the contact form and the shop's pages. */
export { contentRoutes } from './content.routes';
