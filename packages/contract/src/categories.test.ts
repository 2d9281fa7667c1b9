import { describe, expect, it } from 'vitest';
import { categoryTrail, parentCategory } from './categories';

describe('categoryTrail', () => {
  it('puts a subcategory under its top category', () => {
    expect(parentCategory('detective')).toBe('imaginative');
    expect(categoryTrail('detective')).toEqual(['imaginative', 'detective']);
  });

  it('gives a top category alone', () => {
    expect(parentCategory('imaginative')).toBeUndefined();
    expect(categoryTrail('imaginative')).toEqual(['imaginative']);
  });

  it('places a book at its first subcategory, whatever the order of its categories', () => {
    expect(categoryTrail(['imaginative', 'detective', 'novel'])).toEqual(['imaginative', 'detective']);
    expect(categoryTrail(['children'])).toEqual(['children']);
  });

  it('leaves out categories the shop does not know', () => {
    expect(categoryTrail(['nonsense', 'tale'])).toEqual(['children', 'tale']);
    expect(categoryTrail([])).toEqual([]);
  });
});
