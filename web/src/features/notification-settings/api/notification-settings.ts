import { MyNotificationSettingsDocument, SetMyNotificationSettingsDocument } from '../../../gql/graphql.ts';
import { mutationHook, queryHook } from '../../../lib/operation-hooks.ts';

/** GET /api/my-notification-settings: the weekly reminder's channels and the low-balance e-mail with its threshold. */
export const useMyNotificationSettings = queryHook(MyNotificationSettingsDocument, 'myNotificationSettings');

/** PUT /api/my-notification-settings: the answer replaces MyNotificationSettings in the cache. */
export const useSetMyNotificationSettings = mutationHook(SetMyNotificationSettingsDocument, 'setMyNotificationSettings', 'The notification settings were not saved', {
  update(cache, { data }) {
    if (data) cache.writeQuery({ query: MyNotificationSettingsDocument, data: { myNotificationSettings: data.setMyNotificationSettings } });
  },
});
