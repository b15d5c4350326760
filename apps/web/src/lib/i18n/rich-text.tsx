import { I18nProvider, Trans } from '@lingui/react';
import type { ReactElement } from 'react';
import type { Catalog, MessageValues } from './catalog';
import { i18n, useLocale } from './i18n';

/**
 * A message with elements inside it, e.g. "Read <0>the agreement</0> first": the translator moves the tags with
 * the words, the component supplies the elements (a link, bold text) by number.
 */
export function RichText<Id extends string>({
  id,
  values,
  components,
}: {
  catalog: Catalog<Id>;
  id: Id;
  values?: MessageValues;
  components: Record<string, ReactElement>;
}) {
  useLocale();
  // Lingui's Trans reads its translator from a provider: this one, so no page needs to set one up.
  return (
    <I18nProvider i18n={i18n}>
      <Trans id={id} values={values} components={components} />
    </I18nProvider>
  );
}
