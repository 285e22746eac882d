import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_CODE } from '../api-client';
import { errorText } from '../error-text';

/** Issue 23: one helper turns a failed call into the text a person reads. */

const FALLBACK = 'Failed to delete hostel';
const TIMEOUT_TEXT = 'The request timed out. Please check your connection and try again.';

const refused = new ApiError('Validation failed', {
  status: 400,
  code: 'VALIDATION_ERROR',
  details: [
    { field: 'email', message: 'Invalid email' },
    { field: 'password', message: 'Too short' },
  ],
});

describe('errorText', () => {
  it("should show the server's message of an ApiError", () => {
    const error = new ApiError('Hostel not found', { status: 404, code: 'NOT_FOUND' });
    expect(errorText(error, FALLBACK)).toBe('Hostel not found');
  });

  it("should show the client's own text for a network failure or a timeout", () => {
    expect(errorText(new ApiError(NETWORK_ERROR_MESSAGE, { status: 0 }), FALLBACK)).toBe(
      NETWORK_ERROR_MESSAGE,
    );
    const timeout = new ApiError(TIMEOUT_TEXT, { status: 0, code: TIMEOUT_CODE });
    expect(errorText(timeout, FALLBACK)).toBe(TIMEOUT_TEXT);
    expect(errorText(timeout, FALLBACK, { hidePlaceholder: true })).toBe(TIMEOUT_TEXT);
  });

  it('should show the fallback for an error that is not an ApiError', () => {
    expect(errorText(new Error('Cannot read properties of undefined'), FALLBACK)).toBe(FALLBACK);
    expect(errorText('boom', FALLBACK)).toBe(FALLBACK);
    expect(errorText(null, FALLBACK)).toBe(FALLBACK);
  });

  it('should show the fallback for an ApiError without a message', () => {
    expect(errorText(new ApiError('', { status: 500 }), FALLBACK)).toBe(FALLBACK);
  });

  it("should show 'HTTP error! status: N' for an answer without text, the fallback with hidePlaceholder", () => {
    const bare = new ApiError('HTTP error! status: 502', { status: 502 });
    expect(errorText(bare, FALLBACK)).toBe('HTTP error! status: 502');
    expect(errorText(bare, FALLBACK, { hidePlaceholder: true })).toBe(FALLBACK);
  });

  it("should join a VALIDATION_ERROR's field messages with joinDetails, else show its summary", () => {
    expect(errorText(refused, FALLBACK)).toBe('Validation failed');
    expect(errorText(refused, FALLBACK, { joinDetails: true })).toBe('Invalid email, Too short');
  });

  it('should show the summary with joinDetails when there are no details or another code', () => {
    const noDetails = new ApiError('Validation failed', { status: 400, code: 'VALIDATION_ERROR' });
    expect(errorText(noDetails, FALLBACK, { joinDetails: true })).toBe('Validation failed');
    const conflict = new ApiError('Email taken', {
      status: 409,
      code: 'CONFLICT',
      details: [{ field: 'email', message: 'Taken' }],
    });
    expect(errorText(conflict, FALLBACK, { joinDetails: true })).toBe('Email taken');
  });

  it("should put a screen's own words over the server's for chosen statuses and unknown routes", () => {
    const routeMissing = new ApiError('Route POST /api/phone/send-otp not found', {
      status: 404,
      code: 'NOT_FOUND',
    });
    const recordMissing = new ApiError('Phone number not found', {
      status: 404,
      code: 'NOT_FOUND',
    });
    const ended = new ApiError('Authentication required', { status: 401, code: 'UNAUTHORIZED' });
    const options = { byStatus: { 401: 'Log in again' }, routeMissing: 'Service missing' };
    expect(errorText(routeMissing, FALLBACK, options)).toBe('Service missing');
    expect(errorText(recordMissing, FALLBACK, options)).toBe('Phone number not found');
    expect(errorText(ended, FALLBACK, options)).toBe('Log in again');
    expect(errorText(new ApiError('Boom', { status: 500 }), FALLBACK, options)).toBe('Boom');
  });

  it('should show only the fallback, past the chosen statuses, with ignoreServerText', () => {
    const options = { byStatus: { 404: 'Service missing' }, ignoreServerText: true };
    expect(errorText(new ApiError('Boom', { status: 500 }), FALLBACK, options)).toBe(FALLBACK);
    expect(errorText(new ApiError('Nope', { status: 404 }), FALLBACK, options)).toBe(
      'Service missing',
    );
  });
});
