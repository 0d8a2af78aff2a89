import { describe, expect, it } from 'vitest';
import {
  createMessage,
  editMessage,
  IMAGE_KEPT,
  IMAGE_LATER_OFFLINE,
  IMAGE_LATER_ONLINE,
  NO_CHANGES,
} from './save-messages';

describe('#editMessage', () => {
  it('says the item was updated when there is no image', () => {
    expect(editMessage(true, null)).toEqual({
      type: 'success',
      title: 'Item updated successfully',
    });
    expect(editMessage(false, null)).toEqual({ type: 'info', title: NO_CHANGES });
  });

  it("says 'Item and image' only once the server has both", () => {
    expect(editMessage(true, { state: 'saved' }).title).toBe('Item and image updated successfully');
    expect(editMessage(false, { state: 'saved' }).title).toBe('Image uploaded successfully');
    expect(editMessage(true, { state: 'waiting', offline: true })).toEqual({
      type: 'success',
      title: 'Item updated successfully',
      description: IMAGE_LATER_OFFLINE,
    });
    expect(editMessage(false, { state: 'waiting', offline: false })).toEqual({
      type: 'success',
      title: IMAGE_KEPT,
      description: IMAGE_LATER_ONLINE,
    });
  });

  it('names the failure', () => {
    expect(editMessage(true, { state: 'rejected', error: 'Category not found' })).toEqual({
      type: 'error',
      title: 'Failed to update item',
      description: 'Category not found',
    });
    expect(editMessage(false, { state: 'image-failed', error: 'Too big' })).toEqual({
      type: 'error',
      title: 'Failed to upload image',
      description: 'Too big',
    });
  });
});

describe('#createMessage', () => {
  it('covers every outcome', () => {
    expect(createMessage(null).title).toBe('Item created successfully!');
    expect(createMessage({ state: 'saved' }).title).toBe('Item and image uploaded successfully!');
    expect(createMessage({ state: 'waiting', offline: true })).toEqual({
      type: 'success',
      title: 'Item created successfully!',
      description: IMAGE_LATER_OFFLINE,
    });
    expect(createMessage({ state: 'image-failed', error: 'x' })).toMatchObject({
      type: 'warning',
      title: 'Item created but image upload failed. You can add images later.',
    });
    expect(createMessage({ state: 'rejected', error: 'x' })).toMatchObject({
      type: 'error',
      title: 'Failed to create item. Please try again.',
    });
  });
});
