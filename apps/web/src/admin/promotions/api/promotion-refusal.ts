import { ApiError } from '@/lib/api';
import { promotionRefusalFields } from '../promotion-form';

/** The fields the form shows a refusal at (a field a 400 names); empty for any other failure, which is toasted. */
export function promotionRefusal(error: unknown) {
  return error instanceof ApiError ? promotionRefusalFields({ status: error.status, message: error.serverMessage, issues: error.serverIssues }) : [];
}
