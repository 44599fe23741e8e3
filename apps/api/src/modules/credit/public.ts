/* What other code may use of the credit module (docs/decisions/032); its tables are in credit.schema.ts. */
export { creditRoutes } from './credit.routes';
export { addCredit, creditBalanceOf, expireDueCredit, readCredit, returnOrderCredit, spendCreditStatement } from './credit-ledger';
