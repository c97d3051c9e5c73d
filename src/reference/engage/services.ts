/**
 * Messages (24–26), product recommendations (21), purchase summary (22), back-in-stock
 * subscriptions (23, 37), unsubscribing (33, 34) and NPS responses (36).
 */
import { MARKETS } from '../vocabulary.ts';
import { imageUrl, productLink, variantPrice } from '../render.ts';
import { hashString } from '../random.ts';
import type { Channel, ContactTypeDef, MessageRecord } from './data.ts';
import { pathContact } from './lookup.ts';
import {
  fail,
  iso,
  noContent,
  ok,
  paging,
  validationFail,
  type Ctx,
  type EngageReply,
} from './reply.ts';
import { contactType, isUuid } from './validate.ts';

export function messagesOf(ctx: Ctx, channel: Channel): EngageReply {
  const contact = pathContact(ctx);
  const { count } = paging(ctx.query, 100);
  const since = new Date(ctx.store.now());
  since.setUTCMonth(since.getUTCMonth() - 3);
  const all = (ctx.store.messages.get(contact.contactId)?.[channel] ?? []).filter(
    (m) => m.sendDateTime >= since.getTime(),
  );
  const items = all.slice(0, count).map((m: MessageRecord) => ({
    ...m,
    sendDateTime: iso(m.sendDateTime),
  }));
  return ok({ items, totalCount: all.length, offset: 0, count });
}

// ---------------------------------------------------------------- 21, 22, 23, 37

export function recommendations(ctx: Ctx): EngageReply {
  const id = ctx.params.contactId ?? '';
  if (!isUuid(id)) fail(400, 'InvalidContactId', `contactId must be a uuid, got "${id}"`);
  const contact = pathContact(ctx);
  const locale = String(contact.fields.preferredLocale || 'sv-SE');
  const market =
    MARKETS.find((m) => m.locales.includes(locale)) ?? (MARKETS[0] as (typeof MARKETS)[number]);
  const groups = ctx.catalog.groups;
  const start = hashString(contact.contactId) % groups.length;
  const products = [];
  for (let n = 0; n < 6; n++) {
    const group = groups[(start + n * 37) % groups.length];
    const product = group?.products[0];
    const variant = product?.variants[0];
    if (!product || !variant) continue;
    products.push({
      productKey: product.key,
      name: product.names[locale.startsWith('sv') ? 'sv' : locale.startsWith('es') ? 'es' : 'en'],
      link: productLink(product, locale),
      imageUrl: imageUrl(ctx.url.origin, `${product.key}-1`, 400, 500),
      price: variantPrice(product, variant, market).selling,
      currency: market.currency,
    });
  }
  return ok({ contactId: contact.contactId, products });
}

export function purchaseSummary(ctx: Ctx): EngageReply {
  const contact = pathContact(ctx);
  const summary = ctx.store.summaries.get(contact.contactId);
  if (!summary)
    fail(
      404,
      'RetailKpiNotCalculated',
      'the purchase history summary is not calculated for this contact',
    );
  return ok({
    ...summary,
    lastUpdated: iso(summary.lastUpdated),
    latestReceiptDate: iso(summary.latestReceiptDate),
  });
}

export function backInStock(ctx: Ctx): EngageReply {
  const contact = pathContact(ctx);
  if (contact.contactId === ctx.store.roles.backInStockFailure)
    fail(500, 'InternalError', 'the back-in-stock service failed (simulated for this contact)');
  return ok(
    (ctx.store.backInStock.get(contact.contactId) ?? []).map((s) => ({
      ...s,
      createdOn: iso(s.createdOn),
    })),
  );
}

export function removeBackInStock(ctx: Ctx): EngageReply {
  const contact = pathContact(ctx);
  const id = (ctx.params.subscriptionId ?? '').toLowerCase();
  const list = ctx.store.backInStock.get(contact.contactId) ?? [];
  const index = list.findIndex((s) => s.id === id);
  if (index < 0)
    fail(404, 'SubscriptionNotFound', `contact has no back-in-stock subscription "${id}"`);
  list.splice(index, 1);
  return noContent;
}

// ---------------------------------------------------------------- 33, 34, 36

export function unsubscribe(ctx: Ctx, channel: 'sms' | 'email'): EngageReply {
  const contact = pathContact(ctx);
  const messages = ctx.store.messages.get(contact.contactId)?.[channel] ?? [];
  const messageId = ctx.query.get('messageId');
  let message: MessageRecord | undefined;
  if (messageId !== null) {
    message = messages.find((m) => m.messageId === messageId);
    if (!message)
      validationFail(400, 'ValidationError', [
        `messageId: no ${channel} message "${messageId}" was sent to this contact`,
      ]);
  } else message = messages[0];
  const field = channel === 'sms' ? 'smsOptIn' : 'emailOptIn';
  const type = contactType(contact.contactType) as ContactTypeDef;
  if (type.fields[field]) contact.fields[field] = false;
  contact.updatedOn = ctx.store.now();
  ctx.store.record(contact.contactId, 'Updated');
  const at = iso(ctx.store.now());
  ctx.store.unsubscriptions.push({
    contactId: contact.contactId,
    channel,
    messageId: message?.messageId ?? null,
    at,
  });
  return ok({
    contactId: contact.contactId,
    channel,
    unsubscribed: true,
    messageId: message?.messageId ?? null,
    unsubscribedOn: at,
  });
}

export function nps(ctx: Ctx): EngageReply {
  const contact = pathContact(ctx);
  const grade = Number(ctx.query.get('grade'));
  const response = {
    id: ctx.store.newId(),
    contactId: contact.contactId,
    grade,
    storeId: ctx.query.get('storeId') || null,
    createdOn: iso(ctx.store.now()),
  };
  ctx.store.npsResponses.push(response);
  return ok(response);
}
