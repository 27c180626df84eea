import { afterAll } from 'vitest';
import { startFakeRazorpay } from './fake-razorpay';
import { useTestApp } from './test-app';

/**
 * A test app that pays through Razorpay's real wire format: a fake Razorpay server of its own
 * (orders, payments, refunds, Route) and the app configured for it with keys named after the
 * file, so a stray request from another file's app could never be taken for this one's.
 * Call at the top of a test file: `const { fake, ctx, keys } = await useFakeRazorpayApp('refunds')`.
 */
export async function useFakeRazorpayApp(
  name: string,
  options: { worker?: boolean; env?: Record<string, string> } = {},
) {
  const keys = {
    keyId: `rzp_test_${name}`,
    keySecret: `${name}_key_secret`,
    webhookSecret: `${name}_webhook_secret`,
  };
  const fake = await startFakeRazorpay(keys.keyId, keys.keySecret);
  const ctx = useTestApp({
    ...options,
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      RAZORPAY_API_URL: fake.url,
      ...options.env,
    },
  });
  afterAll(() => fake.close());
  return { fake, ctx, keys };
}
