// What a lead's page shows of its duplicates: the box (its data from duplicates-box.server.ts).
export { DuplicatesBox } from './duplicates-box';
