// The days a standing order left out, in the reader's words: ordering sends each day's code and
// values (contracts' standingSkip), and this renders them; nothing here reads a sentence back.
import type { TFunction } from 'i18next';
import type { EventData } from '@lunchbox/contracts/events';
import type { LanguageCode } from '@lunchbox/domain/i18n/languages';
import { deadlineForLunchText } from '@lunchbox/domain/deadline-sentences';
import { seededSchoolClock } from '@lunchbox/domain/school-deadline';
import { byDateThenChild } from './templates.ts';
import { emailTexts, inWords, lunchDateText } from './email-language.ts';

export type StandingSkipFact = EventData<'standing_order.unplaced'>['skipped'][number];

/**
 * One line per left-out day the parent did not choose to skip, by date then child:
 * 'Monday, December 7, 2026, Emma: no lunch service that day (Teacher training)'.
 */
export function skippedDayLines(skipped: readonly StandingSkipFact[], language: LanguageCode, timeZone: string): string[] {
  const { t } = emailTexts(language);
  return byDateThenChild(skipped.map((skip) => ({ ...skip, lunchDate: skip.date })))
    .filter((skip) => skip.code !== 'SKIP_CHOSEN')
    .map((skip) => t('neverMiss.skipLine', { date: lunchDateText(skip.date, language), child: skip.childName, reason: reasonOf(t, skip, language, timeZone) }));
}

function reasonOf(t: TFunction, skip: StandingSkipFact, language: LanguageCode, timeZone: string): string {
  const text = (name: string) => {
    const value = skip.values[name];
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  };
  switch (skip.code) {
    case 'CLOSED': {
      const reason = text('reason');
      return reason ? t('neverMiss.skip.closed', { reason }) : t('neverMiss.skip.closedNoReason');
    }
    case 'ALREADY_ORDERED':
      return t('neverMiss.skip.alreadyOrdered');
    case 'DEADLINE_PASSED':
      // The deadline is the domain rule's for that day, said in the reader's language.
      return t('neverMiss.skip.deadlinePassed', { deadline: deadlineForLunchText(skip.date, skip.school ?? seededSchoolClock(timeZone), language) });
    case 'NO_MATCHING_ITEM': {
      const dish = text('dish');
      const diet = text('dietTag');
      if (text('mode') === 'item' && dish) return t('neverMiss.skip.noDish', { dish });
      if (text('mode') === 'diet' && diet) return t('neverMiss.skip.noDiet', { diet: t(`diets.${diet}`, { defaultValue: diet }) });
      return t('neverMiss.skip.noFirstItem');
    }
    case 'ALLERGEN': {
      const listed = skip.values.allergens;
      const allergens = (Array.isArray(listed) ? listed : []).map((allergen) => t(`allergens.${allergen}`, { defaultValue: allergen }));
      return t('neverMiss.skip.allergen', { dish: text('menuItem') ?? '', allergens: inWords(allergens, language), child: skip.childName });
    }
    case 'SKIP_CHOSEN':
      return '';
  }
}
