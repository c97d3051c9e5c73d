import { expect } from '@open-wc/testing';
import {
  CUSTOMER_KEY_STORAGE,
  SESSION_KEY_STORAGE,
  customerKey,
  sessionKey,
} from '../../../src/controllers/session.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('session keys', () => {
  beforeEach(() => {
    localStorage.removeItem(CUSTOMER_KEY_STORAGE);
    sessionStorage.removeItem(SESSION_KEY_STORAGE);
  });

  it('generates UUIDs and keeps the customer key in localStorage, the session key in sessionStorage', () => {
    const customer = customerKey();
    const session = sessionKey();
    expect(customer).to.match(UUID);
    expect(session).to.match(UUID);
    expect(customer).to.not.equal(session);
    expect(localStorage.getItem(CUSTOMER_KEY_STORAGE)).to.equal(customer);
    expect(sessionStorage.getItem(SESSION_KEY_STORAGE)).to.equal(session);
  });

  it('reuses the stored keys', () => {
    localStorage.setItem(CUSTOMER_KEY_STORAGE, 'kept-customer');
    sessionStorage.setItem(SESSION_KEY_STORAGE, 'kept-session');
    expect(customerKey()).to.equal('kept-customer');
    expect(sessionKey()).to.equal('kept-session');
  });

  it('falls back to one in-memory key per page view when storage throws', () => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    try {
      const first = customerKey();
      expect(first).to.match(UUID);
      expect(customerKey()).to.equal(first);
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });
});
