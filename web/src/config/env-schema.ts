import { z } from 'zod';

/**
 * The web app's settings (VITE_*). Vite fixes them at build time, so vite.config.ts checks them
 * there: a bad value stops the build (or the dev server) with a message naming the setting, and
 * the app itself carries only the checked values, without zod on its first load.
 */
const envSchema = z.object({
  VITE_GRAPHQL_URL: z.string().min(1).default('/graphql'),
  VITE_SUPPORT_EMAIL: z.string().email().default('support@lunchbox.example'),
  VITE_SUPPORT_PHONE: z.string().min(1).default('(555) 123-4567'),
  VITE_WHATSAPP_QR_URL: z.string().min(1).default('/whatsapp-qr.svg'),
});

export interface WebEnv {
  graphqlUrl: string;
  supportEmail: string;
  supportPhone: string;
  whatsappQrUrl: string;
}

export function parseWebEnv(source: Record<string, string | undefined>): WebEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid web app configuration: ${problems}`);
  }
  const values = result.data;
  return {
    graphqlUrl: values.VITE_GRAPHQL_URL,
    supportEmail: values.VITE_SUPPORT_EMAIL,
    supportPhone: values.VITE_SUPPORT_PHONE,
    whatsappQrUrl: values.VITE_WHATSAPP_QR_URL,
  };
}
