import * as z from 'zod/mini';

/*
 * Shapes of the blockchain-data provider's answers (spec section 7). Everything from the network is checked
 * here before any other code sees it: a wrong type, a missing field or an absurd size turns into an error
 * state instead of a crash further down. Lists are capped so a hostile answer cannot freeze the page.
 */

/** Longest list of items any answer may carry; a longer one is treated as malformed. */
export const MAX_LIST = 2000;
const MAX_TEXT = 2048;

const text = () => z.string().check(z.maxLength(MAX_TEXT));
const list = <T extends z.core.SomeType>(item: T) => z.array(item).check(z.maxLength(MAX_LIST));
const finite = () => z.number().check(z.refine(Number.isFinite, 'not a finite number'));
/** Decimal numbers the provider sends as strings ("1.5", "0", "12"). */
const decimalString = () => z.string().check(z.regex(/^\d{1,78}(\.\d{1,78})?$/));
const nullableText = () => z.nullish(text());

export const supportedChainsSchema = z.object({ http: list(text()), ws: list(text()) });

export const identitySchema = z.object({ name: nullableText(), avatar: nullableText() });

const transferSchema = z.object({
  direction: z.optional(text()),
  fungible_info: z.nullish(z.object({ name: z.optional(text()), symbol: z.optional(text()), icon: z.nullish(z.object({ url: nullableText() })) })),
  nft_info: z.nullish(
    z.object({
      name: z.optional(text()),
      content: z.nullish(z.object({ preview: z.nullish(z.object({ url: nullableText() })) })),
      flags: z.nullish(z.object({ is_spam: z.boolean() }))
    })
  ),
  quantity: z.optional(z.object({ numeric: text() })),
  value: z.optional(finite()),
  price: z.optional(finite())
});

export const transactionSchema = z.object({
  id: text(),
  metadata: z.object({
    minedAt: text(),
    chain: z.optional(text()),
    operationType: z.optional(text()),
    hash: z.optional(text()),
    sentFrom: z.optional(text()),
    sentTo: z.optional(text()),
    status: z.optional(text()),
    nonce: z.optional(z.number())
  }),
  transfers: list(transferSchema)
});

export const historySchema = z.object({ data: list(transactionSchema), next: nullableText() });

export const tokenBalanceSchema = z.object({
  name: text(),
  symbol: text(),
  chainId: text(),
  address: z.optional(text()),
  value: z.optional(finite()),
  price: z.optional(finite()),
  quantity: z.object({ decimals: text(), numeric: decimalString() }),
  iconUrl: z.optional(text())
});

export const balanceSchema = z.object({ balances: list(tokenBalanceSchema) });

export const swapQuotesSchema = z.object({
  quotes: list(z.object({ id: z.nullish(text()), fromAmount: text(), fromAccount: text(), toAmount: text(), toAccount: text() }))
});

export const swapTokensSchema = z.object({
  tokens: list(
    z.object({ name: text(), symbol: text(), address: text(), decimals: z.number().check(z.int(), z.gte(0), z.lte(255)), logoUri: z.optional(text()) })
  )
});

export const fungiblePriceSchema = z.object({
  fungibles: list(z.object({ name: text(), symbol: text(), iconUrl: z.optional(text()), price: finite() }))
});

export const allowanceSchema = z.object({ allowance: text() });

export const gasPriceSchema = z.object({ standard: text(), fast: text(), instant: text() });

const evmTxFields = z.object({ gas: text(), gasPrice: text() });

export const buildTransactionSchema = z.object({
  tx: z.object({ from: text(), to: text(), data: text(), amount: text(), eip155: z.optional(evmTxFields) })
});

export const buildApproveSchema = z.object({
  tx: z.object({ from: text(), to: text(), data: text(), value: text(), eip155: evmTxFields })
});

export const profileAccountSchema = z.object({
  name: text(),
  registered: z.optional(z.number()),
  updated: z.optional(z.number()),
  addresses: z.optional(z.record(text(), z.object({ address: text(), created: z.optional(z.union([z.number(), text()])) }))),
  attributes: z.optional(z.record(text(), text()))
});

export const reverseProfileSchema = list(profileAccountSchema);

export const suggestionsSchema = z.object({
  suggestions: list(z.object({ name: text(), registered: z.boolean() }))
});

/** The register call answers with the new profile or a bare acknowledgement; its shape is not fixed. */
export const registerNameSchema = z.unknown();

export const onrampUrlSchema = z.object({ url: text() });

const limitSchema = z.object({ id: text(), min: decimalString(), max: decimalString() });

export const onrampOptionsSchema = z.object({
  paymentCurrencies: list(z.object({ id: text(), payment_method_limits: list(limitSchema) })),
  purchaseCurrencies: list(
    z.object({
      id: text(),
      name: text(),
      symbol: text(),
      networks: list(z.object({ name: text(), display_name: text(), chain_id: text(), contract_address: text() }))
    })
  )
});

const moneySchema = z.object({ amount: text(), currency: text() });

export const onrampQuoteSchema = z.object({
  coinbaseFee: moneySchema,
  networkFee: moneySchema,
  paymentSubtotal: moneySchema,
  paymentTotal: moneySchema,
  purchaseAmount: moneySchema,
  quoteId: text()
});

export const sessionSchema = z.looseObject({ id: z.optional(text()), pci: z.optional(text()), expiry: z.optional(z.number()) });

export const revokeSchema = z.unknown();

/** Error bodies: the provider puts its reason in `message` (sometimes `error`, sometimes as plain text). */
export const errorBodySchema = z.object({ message: z.optional(text()), error: z.optional(text()) });

export type SupportedChains = z.infer<typeof supportedChainsSchema>;
export type Identity = z.infer<typeof identitySchema>;
export type ApiTransaction = z.infer<typeof transactionSchema>;
export type ApiTransfer = z.infer<typeof transferSchema>;
export type History = z.infer<typeof historySchema>;
export type ApiTokenBalance = z.infer<typeof tokenBalanceSchema>;
export type Balances = z.infer<typeof balanceSchema>;
export type SwapQuotes = z.infer<typeof swapQuotesSchema>;
export type SwapTokens = z.infer<typeof swapTokensSchema>;
export type FungiblePrices = z.infer<typeof fungiblePriceSchema>;
export type Allowance = z.infer<typeof allowanceSchema>;
export type GasPrice = z.infer<typeof gasPriceSchema>;
export type BuiltTransaction = z.infer<typeof buildTransactionSchema>;
export type BuiltApprove = z.infer<typeof buildApproveSchema>;
export type ProfileAccount = z.infer<typeof profileAccountSchema>;
export type NameSuggestions = z.infer<typeof suggestionsSchema>;
export type OnrampUrl = z.infer<typeof onrampUrlSchema>;
export type OnrampOptions = z.infer<typeof onrampOptionsSchema>;
export type OnrampQuote = z.infer<typeof onrampQuoteSchema>;
export type ApiSession = z.infer<typeof sessionSchema>;
