import { i18n } from '@lingui/core';
import { TransNoContext } from '@lingui/react/server';
import type { MessageArea } from '@durio/shared/page-routes';
import type { ReactElement } from 'react';
import type { MessageKey } from './i18n';

/**
 * A message with elements inside it, such as a link in a sentence: `"Read our <0>privacy policy</0>."` with
 * `components={{ 0: <Link to={…} /> }}`. Each language places the link where its sentence needs it. The
 * catalogue of `area` must be loaded (the component that shows it calls `useT(area)` first).
 */
export function RichText<Area extends MessageArea>({
  area,
  id,
  values,
  components,
}: {
  area: Area;
  id: MessageKey<Area>;
  values?: Record<string, unknown>;
  components: Record<string, ReactElement>;
}) {
  return <TransNoContext id={`${area}.${id}`} values={values} components={components} lingui={{ i18n }} />;
}
