import { useTranslation } from 'react-i18next';

export type LabelGroup = 'method' | 'type' | 'recipients';

/**
 * The words for a notification's method, type or recipients in the screens' language: the
 * catalogues' `admin.communications.<group>.<value>`, else the value as stored.
 */
export function useCommunicationLabel(): (group: LabelGroup, value: string | null | undefined) => string {
  const { t, i18n } = useTranslation();
  return (group, value) => {
    if (!value) return '';
    const key = `admin.communications.${group}.${value}`;
    return i18n.exists(key) ? t(key) : value;
  };
}
