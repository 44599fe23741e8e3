/* What other code may use of the dev-mail module (docs/decisions/032): the mailbox outside production. */
export { devMailRoutes } from './dev-mail.routes';
