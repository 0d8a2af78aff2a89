/**
 * A manager's approval in a screen test (api/approval-broker.ts, ui/approval-host.tsx): the
 * server's answer to POST /api/approvals, and the manager typing their email and password into
 * the dialog the host shows.
 */
import { fireEvent, screen, within } from '@testing-library/react';

export const APPROVAL_TOKEN = 'approval-token-1';

/** POST /api/approvals granted: the token the approved request then carries. */
export const approvalGranted = () =>
  Response.json({
    approval_token: APPROVAL_TOKEN,
    expires_at: '2026-02-01T15:02:00.000Z',
    approved_by: { id: 1, full_name: 'Jordan Avery' },
  });

/** The manager types their credentials into the approval dialog and sends them (Enter). */
export async function managerApproves(email = 'demo@example.com', password = 'manager-password') {
  const dialog = await screen.findByRole('dialog', { name: 'A manager’s approval' });
  const emailField = within(dialog).getByLabelText(/Manager’s email/);
  fireEvent.change(emailField, { target: { value: email } });
  fireEvent.change(within(dialog).getByLabelText(/Manager’s password/), {
    target: { value: password },
  });
  fireEvent.submit(emailField.closest('form')!);
}
