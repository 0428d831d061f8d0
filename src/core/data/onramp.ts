import type { OnrampOptions, OnrampQuote } from '../api/schemas.js';
import { getApi } from './client.js';

const limits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'bank_transfer', min: '10.00', max: '25000.00' }
];

/** Used when the provider's options cannot be read (spec sections 8 and 9). */
export const DEFAULT_ONRAMP_OPTIONS: OnrampOptions = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: limits },
    { id: 'EUR', payment_method_limits: limits }
  ],
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }]
    },
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' }]
    }
  ]
};

export interface OnrampQuoteRequest {
  purchaseCurrency: string;
  paymentCurrency: string;
  amount: string;
  network: string;
}

/** Payment and purchase currencies; the built-in list when the provider fails or answers nonsense. */
export async function fetchOnrampOptions(): Promise<{ options: OnrampOptions; fallback: boolean }> {
  try {
    return { options: await getApi().onrampOptions(), fallback: false };
  } catch {
    return { options: DEFAULT_ONRAMP_OPTIONS, fallback: true };
  }
}

/** A zero-fee placeholder quote, so the amount form stays usable while the provider is down. */
export function mockOnrampQuote(request: OnrampQuoteRequest): OnrampQuote {
  const money = (amount: string, currency: string) => ({ amount, currency });
  return {
    coinbaseFee: money('0', request.paymentCurrency),
    networkFee: money('0', request.paymentCurrency),
    paymentSubtotal: money(request.amount, request.paymentCurrency),
    paymentTotal: money(request.amount, request.paymentCurrency),
    purchaseAmount: money('0', request.purchaseCurrency),
    quoteId: 'mocked-quote-id'
  };
}

/** The provider's quote, or {@link mockOnrampQuote} when the quote call fails. */
export async function fetchOnrampQuote(request: OnrampQuoteRequest): Promise<{ quote: OnrampQuote; mock: boolean }> {
  try {
    return { quote: await getApi().onrampQuote(request), mock: false };
  } catch {
    return { quote: mockOnrampQuote(request), mock: true };
  }
}
