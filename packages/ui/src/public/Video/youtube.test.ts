import { describe, expect, it } from 'vitest';
import { embedUrl, thumbnailUrl, youtubeIdOf } from './youtube';

describe('youtubeIdOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtube.com/watch?v=aqz-KE-bpKQ&t=30s', 'aqz-KE-bpKQ'],
    ['https://m.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ?si=x', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/shorts/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    [' aqz-KE-bpKQ ', 'aqz-KE-bpKQ'],
  ])('reads the id of %s', (address, id) => {
    expect(youtubeIdOf(address)).toBe(id);
  });

  it.each([
    '',
    '   ',
    null,
    undefined,
    'https://example.com/watch?v=aqz-KE-bpKQ',
    'https://youtu.be/short',
    'not a url',
  ])('has no id for %j', (address) => {
    expect(youtubeIdOf(address)).toBeNull();
  });
});

describe('addresses', () => {
  it('asks for the best thumbnail, then medium quality, in WebP', () => {
    expect(thumbnailUrl('aqz-KE-bpKQ', 'maxresdefault')).toBe(
      'https://i.ytimg.com/vi_webp/aqz-KE-bpKQ/maxresdefault.webp',
    );
    expect(thumbnailUrl('aqz-KE-bpKQ', 'mqdefault')).toBe(
      'https://i.ytimg.com/vi_webp/aqz-KE-bpKQ/mqdefault.webp',
    );
  });

  it('plays on the no-cookie host with autoplay', () => {
    const url = new URL(embedUrl('aqz-KE-bpKQ'));
    expect(url.origin + url.pathname).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(url.searchParams.get('autoplay')).toBe('1');
  });
});
