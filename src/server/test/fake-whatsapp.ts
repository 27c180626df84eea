import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WHATSAPP_TEMPLATES } from '../../shared/whatsapp/templates';

/** A request the fake received, as sent. */
type WhatsAppRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | null;
};

type Refusal = { status: number; code: number; message: string; subcode?: number; times: number };

const trace = () => randomBytes(9).toString('base64url');
const wamid = () => `wamid.${randomBytes(24).toString('base64url')}`;
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * A local stand-in for the WhatsApp Cloud API's template messages, speaking its wire format:
 * `POST /{version}/{phone_number_id}/messages` with a Bearer token, answered
 * `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id, message_status }] }`, or a
 * Graph API error `{ error: { message, type, code, error_subcode?, fbtrace_id } }`. It knows the
 * templates of src/shared/whatsapp/templates.ts as registered (English and Hindi) and checks
 * each message against them as Meta does; tests read what it got and steer it to refuse.
 */
export async function startFakeWhatsApp(token: string, phoneNumberId: string, version = 'v21.0') {
  const requests: WhatsAppRequest[] = [];
  const sent: Array<{ id: string; to: string; template: string; params: string[] }> = [];
  let refusal: Refusal | null = null;

  const send = (res: http.ServerResponse, status: number, json: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(json));
  };
  const error = (
    res: http.ServerResponse,
    status: number,
    code: number,
    message: string,
    extra: { subcode?: number; details?: string } = {},
  ) =>
    send(res, status, {
      error: {
        message,
        type: 'OAuthException',
        code,
        ...(extra.subcode !== undefined && { error_subcode: extra.subcode }),
        ...(extra.details && {
          error_data: { messaging_product: 'whatsapp', details: extra.details },
        }),
        fbtrace_id: trace(),
      },
    });

  /** Meta's checks of a template message: its body parameters, or null once refused. */
  function check(res: http.ServerResponse, body: Record<string, unknown>): string[] | null {
    const invalid = (details: string) => {
      error(res, 400, 100, '(#100) Invalid parameter', { details });
      return null;
    };
    if (body.messaging_product !== 'whatsapp')
      return invalid('The parameter messaging_product is required.');
    if (body.recipient_type !== undefined && body.recipient_type !== 'individual')
      return invalid('recipient_type must be individual');
    if (typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to))
      return invalid('The parameter to is not a valid phone number.');
    if (body.type !== 'template') return invalid('Unsupported message type for this fake.');
    const template = record(body.template);
    const language = record(template.language).code;
    const known = Object.hasOwn(WHATSAPP_TEMPLATES, String(template.name));
    if (!known || (language !== 'en' && language !== 'hi')) {
      error(res, 404, 132001, '(#132001) Template name does not exist in the translation', {
        details: `template name (${String(template.name)}) does not exist in ${String(language)}`,
      });
      return null;
    }
    const expected =
      WHATSAPP_TEMPLATES[String(template.name) as keyof typeof WHATSAPP_TEMPLATES].params.length;
    const components = Array.isArray(template.components) ? template.components.map(record) : [];
    const bodyParams = components.find((c) => c.type === 'body')?.parameters;
    const params = Array.isArray(bodyParams) ? bodyParams.map(record) : [];
    if (params.length !== expected) {
      error(
        res,
        400,
        132000,
        '(#132000) Number of parameters does not match the expected number of params',
        {
          details: `body: number of localizable_params (${params.length}) does not match the expected number of params (${expected})`,
        },
      );
      return null;
    }
    const texts: string[] = [];
    for (const p of params) {
      if (p.type !== 'text' || typeof p.text !== 'string' || p.text === '')
        return invalid('Parameter of type text is missing text value');
      if (/[\n\t]| {5,}/.test(p.text))
        return invalid(
          'Param text cannot have new-line/tab characters or more than 4 consecutive spaces',
        );
      texts.push(p.text);
    }
    return texts;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> | null = null;
      try {
        body = raw ? record(JSON.parse(raw)) : null;
      } catch {
        body = null;
      }
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      requests.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        body,
      });
      if (req.headers.authorization !== `Bearer ${token}`)
        return error(res, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
      const match = path.match(/^\/(v\d+\.\d+)\/([^/]+)\/messages$/);
      if (!match || req.method !== 'POST' || match[1] !== version)
        return error(res, 400, 2500, 'Unknown path components: ' + path);
      if (match[2] !== phoneNumberId)
        return error(
          res,
          400,
          100,
          `Unsupported post request. Object with ID '${match[2]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          { subcode: 33 },
        );
      if (refusal && refusal.times > 0) {
        refusal.times -= 1;
        return error(res, refusal.status, refusal.code, refusal.message, {
          ...(refusal.subcode !== undefined && { subcode: refusal.subcode }),
        });
      }
      if (!body)
        return error(res, 400, 100, '(#100) Invalid parameter', { details: 'No JSON body' });
      const params = check(res, body);
      if (!params) return;
      const to = String(body.to);
      const id = wamid();
      sent.push({ id, to, template: String(record(body.template).name), params });
      send(res, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id, message_status: 'accepted' }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** The API's base, version included: what WHATSAPP_API_URL is set to. */
    url: `http://127.0.0.1:${port}/${version}`,
    requests,
    /** Messages it accepted, in order. */
    sent,
    /**
     * The next `times` messages are refused with this Graph API error: e.g. 503 / 131016
     * (service overloaded, worth retrying) or 400 / 131026 (undeliverable, final).
     */
    refuseNext(status: number, code: number, message: string, times = 1) {
      refusal = { status, code, message, times };
    },
    reset() {
      refusal = null;
      requests.length = 0;
      sent.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
