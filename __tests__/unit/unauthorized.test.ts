import { navigate } from 'gatsby';
import { handleUnauthorized } from '../../src/services/unauthorized';

const mockedNavigate = navigate as jest.Mock;

describe('handleUnauthorized (docs/product/roles-and-permissions.md#unauthorized-answers, docs/product/errors.md#http-401)', () => {
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
