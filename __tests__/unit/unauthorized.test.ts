import { navigate } from 'gatsby';
import { handleUnauthorized } from '../../src/services/unauthorized';

const mockedNavigate = navigate as jest.Mock;

describe('handleUnauthorized (SPEC §6, §8)', () => {
  beforeEach(() => mockedNavigate.mockClear());
  afterEach(() => jest.restoreAllMocks());

  it("confirms 'please log in first' and goes to /Login on OK", () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    handleUnauthorized();
    expect(confirm).toHaveBeenCalledWith('please log in first');
    expect(mockedNavigate).toHaveBeenCalledWith('/Login');
  });

  it('goes home on cancel', () => {
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    handleUnauthorized();
    expect(mockedNavigate).toHaveBeenCalledWith('/');
  });
});
