// The folding the catalog's full-text index and the queries share; in @clearcart/text so the device's offline search
// folds alike (issue 55).
export { editDistance, editSimilarity, FOLDED_LETTERS, foldText, MAX_WORD_LENGTH, searchWords } from '@clearcart/text';
