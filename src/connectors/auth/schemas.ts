import * as z from 'zod/mini';
import { APP, APP_EVENTS, FRAME } from './constants.js';
import type { AppEventName } from './constants.js';
import { emailSchema, socialProviderSchema } from '../../core/auth/index.js';

export { SOCIAL_PROVIDERS, emailSchema, socialProviderSchema } from '../../core/auth/index.js';

/*
 * Every message between the app and the secure frame is checked here, both ways (spec section 5): what the
 * app sends, so a caller's bad input fails before it reaches the frame, and what arrives, so a forged or
 * malformed message is dropped before any code acts on it. Strings and lists are capped.
 */

const MAX = 4096;
const text = () => z.string().check(z.maxLength(MAX));
const hex = () => z.string().check(z.startsWith('0x'), z.maxLength(1_000_000));
const chainId = () => z.union([z.number(), text()]);
const id = () => z.string().check(z.regex(/^[\w-]{8,64}$/));

export const accountTypeSchema = z.enum(['eoa', 'smartAccount']);
const otp = z.object({ otp: text() });

const sendCall = z.object({ to: hex(), data: z.optional(hex()), value: z.optional(text()) });
const anyParams = z.optional(z.union([z.array(z.unknown()).check(z.maxLength(64)), z.record(z.string(), z.unknown())]));

/** RPC requests the frame accepts; method-specific parameters where the spec names them. */
export const rpcRequestSchema = z.union([
  z.object({ method: z.literal('wallet_sendCalls'), params: z.tuple([z.looseObject({ calls: z.array(sendCall).check(z.maxLength(256)) })]), chainId: z.optional(chainId()) }),
  z.object({ method: z.literal('solana_signMessage'), params: z.object({ message: text(), pubkey: text() }), chainId: z.optional(chainId()) }),
  z.object({
    method: z.enum(['solana_signTransaction', 'solana_signAndSendTransaction']),
    params: z.looseObject({ transaction: z.string().check(z.maxLength(1_000_000)) }),
    chainId: z.optional(chainId())
  }),
  z.object({ method: z.literal('solana_signAllTransactions'), params: z.object({ transactions: z.array(z.string().check(z.maxLength(1_000_000))).check(z.maxLength(256)) }), chainId: z.optional(chainId()) }),
  z.object({ method: z.literal('personal_sign'), params: z.tuple([hex(), hex()]), chainId: z.optional(chainId()) }),
  z.object({
    method: z.string().check(z.regex(/^(eth|wallet)_\w+$/), z.refine(m => m !== 'wallet_sendCalls' && m !== 'personal_sign')),
    params: anyParams,
    chainId: z.optional(chainId())
  })
]);
export type RpcRequest = z.infer<typeof rpcRequestSchema>;

const themeSchema = z.object({
  themeMode: z.optional(z.enum(['light', 'dark'])),
  themeVariables: z.optional(z.record(z.string(), z.union([text(), z.number()]))),
  w3mThemeVariables: z.optional(z.record(z.string(), text()))
});

const dappDataSchema = z.object({
  metadata: z.optional(z.object({ name: text(), description: text(), url: text(), icons: z.array(text()).check(z.maxLength(16)) })),
  sdkVersion: text(),
  sdkType: text(),
  projectId: text()
});

/** Payload of each app event; `undefined` means the event carries none. */
export const APP_PAYLOADS = {
  SWITCH_NETWORK: z.object({ chainId: chainId() }),
  CONNECT_EMAIL: z.object({ email: emailSchema }),
  CONNECT_DEVICE: z.undefined(),
  CONNECT_OTP: otp,
  CONNECT_SOCIAL: z.object({ uri: text() }),
  GET_SOCIAL_REDIRECT_URI: z.object({ provider: socialProviderSchema }),
  GET_FARCASTER_URI: z.undefined(),
  CONNECT_FARCASTER: z.undefined(),
  GET_USER: z.object({ chainId: z.optional(chainId()), preferredAccountType: z.optional(accountTypeSchema) }),
  SIGN_OUT: z.undefined(),
  IS_CONNECTED: z.optional(z.object({ token: z.optional(text()) })),
  GET_CHAIN_ID: z.undefined(),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.undefined(),
  INIT_SMART_ACCOUNT: z.undefined(),
  SET_PREFERRED_ACCOUNT: z.object({ type: accountTypeSchema }),
  RPC_REQUEST: rpcRequestSchema,
  RPC_ABORT: z.undefined(),
  UPDATE_EMAIL: z.object({ email: emailSchema }),
  UPDATE_EMAIL_PRIMARY_OTP: otp,
  UPDATE_EMAIL_SECONDARY_OTP: otp,
  SYNC_THEME: themeSchema,
  SYNC_DAPP_DATA: dappDataSchema,
  RELOAD: z.undefined()
} satisfies Record<AppEventName, z.core.SomeType>;

const address = () => z.string().check(z.regex(/^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/));

export const userSchema = z.object({
  email: z.nullish(text()),
  address: address(),
  chainId: chainId(),
  accounts: z.optional(z.array(z.object({ address: address(), type: accountTypeSchema })).check(z.maxLength(16))),
  userName: z.nullish(text()),
  smartAccountDeployed: z.optional(z.boolean()),
  preferredAccountType: z.optional(accountTypeSchema)
});
export type FrameUser = z.infer<typeof userSchema>;

const none = z.optional(z.unknown());

/** Payload of each success answer. */
export const SUCCESS_PAYLOADS = {
  SWITCH_NETWORK: z.object({ chainId: chainId() }),
  CONNECT_EMAIL: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  CONNECT_DEVICE: none,
  CONNECT_OTP: none,
  CONNECT_SOCIAL: userSchema,
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: text() }),
  GET_FARCASTER_URI: z.object({ url: text() }),
  CONNECT_FARCASTER: z.object({ userName: text() }),
  GET_USER: userSchema,
  SIGN_OUT: none,
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.object({ chainId: chainId() }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({ smartAccountEnabledNetworks: z.array(z.number()).check(z.maxLength(256)) }),
  INIT_SMART_ACCOUNT: z.object({ address: address(), isDeployed: z.boolean() }),
  SET_PREFERRED_ACCOUNT: z.object({ type: accountTypeSchema, address: address() }),
  RPC_REQUEST: z.unknown(),
  RPC_ABORT: none,
  UPDATE_EMAIL: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  UPDATE_EMAIL_PRIMARY_OTP: none,
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ newEmail: emailSchema }),
  SYNC_THEME: none,
  SYNC_DAPP_DATA: none,
  RELOAD: none
} satisfies Record<AppEventName, z.core.SomeType>;

export type AppPayload<N extends AppEventName> = z.input<(typeof APP_PAYLOADS)[N]>;
export type SuccessPayload<N extends AppEventName> = z.output<(typeof SUCCESS_PAYLOADS)[N]>;

/** Outbound envelope: what the app posts to the frame. */
export const appMessageSchema = z.object({
  type: z.enum(APP_EVENTS.map(name => `${APP}${name}` as const) as [`${typeof APP}${AppEventName}`]),
  id: id(),
  payload: z.optional(z.unknown())
});

export type InboundMessage =
  | { kind: 'ready' }
  | { kind: 'session'; token: string }
  | { kind: 'success' | 'error'; name: AppEventName; id: string; payload: unknown };

const readySchema = z.object({ type: z.literal(`${FRAME}READY`) });
const sessionSchema = z.object({ type: z.literal(`${FRAME}SESSION_UPDATE`), payload: z.object({ token: text() }) });
const answerSchema = z.object({ type: z.string().check(z.maxLength(96)), id: id(), payload: z.optional(z.unknown()) });
const errorPayloadSchema = z.optional(z.object({ message: z.optional(text()) }));
const ANSWER = new RegExp(`^${FRAME}(${APP_EVENTS.join('|')})_(SUCCESS|ERROR)$`);

/**
 * Parses a message from the frame; `undefined` when it is not one this client knows, in any detail. A message
 * event dispatched by a script on the page (not structured-cloned) may carry a throwing Proxy: dropped too.
 */
export function parseInbound(data: unknown): InboundMessage | undefined {
  try {
    return readInbound(data);
  } catch {
    return undefined;
  }
}

function readInbound(data: unknown): InboundMessage | undefined {
  if (readySchema.safeParse(data).success) return { kind: 'ready' };
  const session = sessionSchema.safeParse(data);
  if (session.success) return { kind: 'session', token: session.data.payload.token };
  const answer = answerSchema.safeParse(data);
  const match = answer.success ? ANSWER.exec(answer.data.type) : null;
  if (!answer.success || !match) return undefined;
  const name = match[1] as AppEventName;
  const kind = match[2] === 'SUCCESS' ? 'success' : 'error';
  const schema = kind === 'success' ? SUCCESS_PAYLOADS[name] : errorPayloadSchema;
  const payload = schema.safeParse(answer.data.payload);
  return payload.success ? { kind, name, id: answer.data.id, payload: payload.data } : undefined;
}
