import os from 'node:os';

/** This copy of the shop, as the console names it beside what it did or saw (host:pid). */
export const thisCopy = `${os.hostname()}:${process.pid}`;
