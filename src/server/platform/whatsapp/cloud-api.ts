/**
 * The WhatsApp Cloud API's template messages, in its wire format (Graph API):
 * `POST {base}/{version}/{phone_number_id}/messages` with `Authorization: Bearer <token>`, a
 * template with its body parameters, answered `{ messaging_product, contacts: [{ input, wa_id }],
 * messages: [{ id: 'wamid…' }] }`, or `{ error: { message, type, code, error_subcode,
 * fbtrace_id } }` with a 4xx or 5xx.
 */

/** One template message to one person. */
export type WhatsAppMessage = {
  /** E.164, '+91…' (sent without the '+', as the Cloud API's examples write it). */
  to: string;
  template: string;
  language: string;
  /** The body's parameters, in their `{{n}}` order. */
  params: readonly string[];
  /** Echoed in the delivery webhooks (`biz_opaque_callback_data`): our row's id. */
  reference?: string;
};

export type WhatsAppSender = {
  /** Sends one message; answers the provider's message id, or throws WhatsAppError. */
  send: (message: WhatsAppMessage) => Promise<{ id: string }>;
};

/**
 * Graph API codes that a later try may get through: unknown or temporarily unavailable (1, 2,
 * 131000, 131016, 133004), and the rate limits (4 app, 80007 account, 130429 throughput, 131056
 * the same recipient too often). Every other refusal (a bad number, a template not approved, an
 * expired token) stays the same however often it is tried.
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 133004]);

export class WhatsAppError extends Error {
  constructor(
    message: string,
    /** The HTTP status; undefined when the API did not answer. */
    readonly status?: number,
    /** The Graph API's error code, when it gave one. */
    readonly code?: number,
  ) {
    super(message);
  }

  /** Worth trying again: no answer, a 5xx or 429, or one of the codes above. */
  get retryable(): boolean {
    if (this.status === undefined || this.status >= 500 || this.status === 429) return true;
    return this.code !== undefined && RETRYABLE_CODES.has(this.code);
  }
}

/** The request body the Cloud API takes for a template message. */
export function templateRequest(message: WhatsAppMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.language },
      components: [
        {
          type: 'body',
          parameters: message.params.map((text) => ({ type: 'text', text })),
        },
      ],
    },
    ...(message.reference && { biz_opaque_callback_data: message.reference }),
  };
}

type GraphError = {
  error?: {
    message?: string;
    type?: string;
    code?: number;
    error_subcode?: number;
    error_data?: { details?: string };
    fbtrace_id?: string;
  };
};
type SendAnswer = { messages?: Array<{ id?: string }> } & GraphError;

export type CloudApiConfig = {
  token: string;
  phoneNumberId: string;
  /** e.g. https://graph.facebook.com/v21.0 */
  apiUrl: string;
  timeoutMs?: number;
};

/** The Cloud API sender for a configured number. */
export function cloudApiSender(cfg: CloudApiConfig): WhatsAppSender {
  const url = `${cfg.apiUrl}/${encodeURIComponent(cfg.phoneNumberId)}/messages`;
  return {
    async send(message) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${cfg.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(templateRequest(message)),
          signal: AbortSignal.timeout(cfg.timeoutMs ?? 15_000),
        });
      } catch (err) {
        throw new WhatsAppError(`WhatsApp did not answer: ${(err as Error).message}`);
      }
      const json = (await res.json().catch(() => null)) as SendAnswer | null;
      const id = json?.messages?.[0]?.id;
      if (res.ok && id) return { id };
      const e = json?.error;
      const detail = e?.error_data?.details ? ` (${e.error_data.details})` : '';
      const what = e?.message ? `${e.message}${detail}` : 'an answer without a message id';
      const code = e?.code === undefined ? '' : ` code ${e.code}`;
      const trace = e?.fbtrace_id ? ` [fbtrace_id ${e.fbtrace_id}]` : '';
      throw new WhatsAppError(
        `WhatsApp ${res.status}${code}: ${what}${trace}`,
        res.status,
        e?.code,
      );
    },
  };
}
