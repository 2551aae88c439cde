// The server's names and their labels (GET /api/vocabulary): the accuracy classes, the issue
// categories and the export formats, read once at start. The page keeps no list of its own:
// a fix or a record names its class and says its accuracy itself (`accuracyClass`,
// `accuracyText`), so the page never grades or rounds a radius.

import { get } from './api.js';

let words = { accuracyClasses: [], issueCategories: [], exportFormats: [] };

/** Reads the vocabulary; screens are made once it is in. */
export async function load() {
  words = await get('/api/vocabulary');
}

/** An accuracy class's name for people (the `unknown` class's for a name it does not know). */
export const classLabel = (name) => (words.accuracyClasses.find((c) => c.name === name)
  ?? words.accuracyClasses.find((c) => c.name === 'unknown'))?.label ?? '';

/**
 * The issue categories, `{ name, label }`. Their pins' colour and letter come from app.css's
 * `pin-NAME` class (Okabe–Ito colours, told apart also with colour-blindness).
 */
export const categories = () => words.issueCategories;

/** The category named `name` (the last, "other", for a name it does not know). */
export const category = (name) => words.issueCategories.find((c) => c.name === name) ?? words.issueCategories.at(-1);

/** The export formats, `{ name, label, embedsPhotos }`. */
export const exportFormats = () => words.exportFormats;
