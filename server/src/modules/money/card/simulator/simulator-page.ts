/** The simulator's hosted card page: a plain form POST (no script runs under the app's policy). */
import { formatDollars } from '@rentline/sync-protocol/money';
import { escapeHtml, page } from '../html';
import type { PaymentSession } from '../sessions';
import { SIMULATOR_TEST_CARDS, formatCardNumber } from './simulator-cards';

export interface CardPageState {
  values?: { card_number?: string; expiry?: string };
  errors?: Partial<Record<'card_number' | 'expiry' | 'cvv', string>>;
}

const field = (
  name: 'card_number' | 'expiry' | 'cvv',
  label: string,
  attrs: string,
  state: CardPageState,
) => {
  const error = state.errors?.[name];
  const value = name === 'cvv' ? '' : (state.values?.[name] ?? '');
  return `<div><label for="${name}">${label}</label>
<input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attrs} required${
    error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''
  }>${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}</div>`;
};

export function cardPage(session: PaymentSession, action: string, state: CardPageState = {}) {
  const amount = formatDollars(session.amount);
  const cards = SIMULATOR_TEST_CARDS.map(
    (c) => `<tr><td>${formatCardNumber(c.number)}</td><td>${escapeHtml(c.label)}</td></tr>`,
  ).join('');
  return page(
    'Secure card payment',
    `<h1>Secure card payment <span class="badge">Test processor</span></h1>
<div class="summary"><p><strong>Amount:</strong> ${amount}<br>
<strong>Agreement:</strong> ${escapeHtml(session.custom_agreement_id ?? `#${session.agreement_id}`)}<br>
<strong>Customer:</strong> ${escapeHtml(session.customer_name)}</p></div>
<form method="post" action="${escapeHtml(action)}" novalidate>
${field('card_number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" maxlength="23"', state)}
<div class="row">
${field('expiry', 'Expiry (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"', state)}
${field('cvv', 'CVV', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"', state)}
</div>
<button type="submit">Pay ${amount}</button>
</form>
<p class="muted">This is the portal's built-in test processor: no card is charged. Use a test card below with any future expiry date and any CVV.</p>
<table><thead><tr><th>Test card</th><th>Result</th></tr></thead><tbody>${cards}</tbody></table>`,
  );
}
