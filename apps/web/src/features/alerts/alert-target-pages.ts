import type { Alert } from '@durio/shared/schemas/alerts';
import { varietyIn } from '@durio/shared/variety-names';
import { language } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/** Where an alert's thing is shown, as its e-mail links it: the product's or tree's page, or the shop filtered by the variety. */
export function alertTargetPath(target: Alert['target']): string {
  if (target.kind === 'variety' || target.id === null) return paths.shopVariety(target.name);
  return target.kind === 'product' ? paths.product(target.id) : paths.tree(target.id);
}

/** An alert's thing by the name this page writes it: a variety in the page's language, a product or tree as named. */
export function alertTargetName(target: Alert['target']): string {
  return target.kind === 'variety' ? varietyIn(target.name, language) : target.name;
}
