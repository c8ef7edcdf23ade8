import { badInput } from '@lunchbox/kit/errors/app-error';
import type { SubgraphContext } from '@lunchbox/kit/http/subgraph-server';
import { withoutNulls } from '@lunchbox/kit/http/without-nulls';
import { logWhatsAppNotification } from '../communications/log-whatsapp-notification.ts';
import { sendEmailNotification } from '../communications/send-email-notification.ts';
import { sendTestEmail } from '../communications/send-test-email.ts';
import { sendUserEmail } from '../communications/send-user-email.ts';
import { answerFeedback } from '../feedback/answer-feedback.ts';
import { submitFeedback } from '../feedback/submit-feedback.ts';
import type { NotificationDeps } from '../notification-deps.ts';
import type { MutationResolvers } from '../generated/resolvers-types.ts';

const hasNulCharacter = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\u0000')
    : Array.isArray(value)
      ? value.some(hasNulCharacter)
      : !!value && typeof value === 'object' && Object.values(value).some(hasNulCharacter);

/** PostgreSQL cannot store text with a NUL character: the caller's mistake, refused before any use case. */
function refuseNul(args: unknown): void {
  if (hasNulCharacter(args)) throw badInput('Invalid input: text must not contain NUL characters');
}

type Args<T> = T & Record<string, unknown>;

export function mutationResolvers(deps: NotificationDeps) {
  return {
    sendEmailNotification: (_: unknown, args: Args<{ input: Record<string, unknown> }>, ctx: SubgraphContext) => {
      refuseNul(args);
      return sendEmailNotification(deps, ctx.caller, withoutNulls(args.input));
    },
    logWhatsAppNotification: (_: unknown, args: Args<{ input: Record<string, unknown> }>, ctx: SubgraphContext) => {
      refuseNul(args);
      return logWhatsAppNotification(deps, ctx.caller, withoutNulls(args.input));
    },
    sendUserEmail: (_: unknown, args: Args<{ userId?: number | null; subject?: string | null; message?: string | null }>, ctx: SubgraphContext) => {
      refuseNul(args);
      return sendUserEmail(deps, ctx.caller, withoutNulls(args));
    },
    sendTestEmail: (_: unknown, _args: unknown, ctx: SubgraphContext) => sendTestEmail(deps, ctx.caller),
    submitFeedback: (_: unknown, args: Args<{ input: Record<string, unknown> }>, ctx: SubgraphContext) => {
      refuseNul(args);
      return submitFeedback(deps, ctx.caller, withoutNulls(args.input));
    },
    answerFeedback: (_: unknown, args: Args<{ id: number; adminResponse?: string | null }>, ctx: SubgraphContext) => {
      refuseNul(args);
      return answerFeedback(deps, ctx.caller, args.id, withoutNulls({ adminResponse: args.adminResponse }));
    },
  } satisfies MutationResolvers;
}
