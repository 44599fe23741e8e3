import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../../db/columns';

/** Messages sent through the Contact page; each is also e-mailed to the shop. */
export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});
