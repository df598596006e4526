import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoPlayer } from '../../src/components/ui/video-player';

// jsdom does not implement media playback: play() dispatches 'play' as a browser would.
let playSpy: jest.SpyInstance;
beforeEach(() => {
  playSpy = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
});
afterEach(() => playSpy.mockRestore());

function video(): HTMLVideoElement {
  return document.querySelector('video')!;
}

describe('<VideoPlayer>', () => {
  it('starts without controls and with the play overlay', () => {
    render(<VideoPlayer src="/v.mp4" title="PPF film" poster="/p.jpg" />);
    expect(screen.getByRole('button', { name: 'Play PPF film' })).toBeInTheDocument();
    expect(video()).not.toHaveAttribute('controls');
    expect(video()).toHaveAttribute('poster', '/p.jpg');
  });

  it('plays on overlay click, shows controls and hides the overlay while playing', async () => {
    const user = userEvent.setup();
    const onPlayingChange = jest.fn();
    render(<VideoPlayer src="/v.mp4" title="PPF film" onPlayingChange={onPlayingChange} />);
    await user.click(screen.getByRole('button', { name: 'Play PPF film' }));
    expect(playSpy).toHaveBeenCalled();
    expect(video()).toHaveAttribute('controls');
    expect(screen.queryByRole('button', { name: 'Play PPF film' })).not.toBeInTheDocument();
    expect(onPlayingChange).toHaveBeenLastCalledWith(true);
  });

  it("follows the video's own pause and play events", () => {
    const onPlayingChange = jest.fn();
    render(<VideoPlayer src="/v.mp4" title="Demo" onPlayingChange={onPlayingChange} />);
    act(() => {
      video().dispatchEvent(new Event('play'));
    });
    expect(screen.queryByRole('button', { name: 'Play Demo' })).not.toBeInTheDocument();
    expect(onPlayingChange).toHaveBeenLastCalledWith(true);
    expect(video()).toHaveAttribute('controls');

    act(() => {
      video().dispatchEvent(new Event('pause'));
    });
    expect(screen.getByRole('button', { name: 'Play Demo' })).toBeInTheDocument();
    expect(onPlayingChange).toHaveBeenLastCalledWith(false);

    fireEvent.play(video());
    fireEvent.ended(video());
    expect(screen.getByRole('button', { name: 'Play Demo' })).toBeInTheDocument();
    expect(onPlayingChange).toHaveBeenLastCalledWith(false);
  });

  it('keeps the overlay if the browser refuses to play', async () => {
    playSpy.mockImplementation(() => Promise.reject(new Error('NotAllowedError')));
    const user = userEvent.setup();
    render(<VideoPlayer src="/v.mp4" title="Demo" />);
    await user.click(screen.getByRole('button', { name: 'Play Demo' }));
    expect(screen.getByRole('button', { name: 'Play Demo' })).toBeInTheDocument();
  });
});
