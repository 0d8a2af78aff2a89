/**
 * POST /api/approvals: a manager's email and password, typed on this tablet for one action on
 * one record, answered with a single-use token (roles.ts). The credentials are sent once and
 * kept nowhere. A 403 is about the manager's credentials (the contract's answer to a wrong
 * email or password, or someone who is not a manager); a 401 is this tablet's own session
 * ending, as on every request.
 */
import { ROLE_MESSAGES } from '@rentline/sync-protocol/texts';
import {
  approvalRequestSchema,
  approvalResponseSchema,
  type ApprovalRequest,
} from '@rentline/sync-protocol/wire';
import { ApiError, apiFetch } from './http';

export async function postApproval(input: ApprovalRequest) {
  try {
    return await apiFetch('/approvals', {
      method: 'POST',
      json: approvalRequestSchema.parse(input),
      schema: approvalResponseSchema,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) {
      throw new ApiError(403, ROLE_MESSAGES.approvalWrongCredentials, error.body, error.requestId);
    }
    throw error;
  }
}
