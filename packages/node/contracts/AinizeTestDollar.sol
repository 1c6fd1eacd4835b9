// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {SignatureChecker} from "@openzeppelin/contracts/utils/cryptography/SignatureChecker.sol";

/**
 * @title Ainize Test Dollar (ATD)
 * @notice The stablecoin stand-in of an Ainize private cluster: a 6-decimal ERC-20 that takes EIP-3009 payments
 * the way USDC (FiatTokenV2_2) does, so the x402 `exact` scheme and the x402 EVM facilitator (npm: x402/evm) treat it exactly
 * as they treat USDC on a public chain. Anything that works against this token is meant to work against USDC
 * unchanged; that is why the function set, the overloads, the event names and even the revert texts follow
 * FiatTokenV2_2 rather than a tidier design of our own.
 * @dev It is test money: the owner (the cluster's deployer key) mints at will. There is no pause, no blacklist
 * and no upgrade proxy, which USDC has, because nothing in the x402 flow depends on them.
 */
contract AinizeTestDollar is ERC20, EIP712, Ownable {
    /// The ERC-20 name doubles as the EIP-712 domain name: x402 clients sign with `extra.name` and the
    /// facilitator compares it with `name()`, so the two must never drift apart.
    string private constant NAME = "Ainize Test Dollar";
    /// The EIP-712 domain version that `version()` reports (USDC's is "2"; ours has only ever had one).
    string private constant VERSION = "1";
    string private constant SYMBOL = "ATD";

    // The typehashes are EIP-3009's own strings; a signer outside this repository builds the same digests.
    bytes32 public constant TRANSFER_WITH_AUTHORIZATION_TYPEHASH =
        keccak256(
            "TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"
        );
    bytes32 public constant RECEIVE_WITH_AUTHORIZATION_TYPEHASH =
        keccak256(
            "ReceiveWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"
        );
    bytes32 public constant CANCEL_AUTHORIZATION_TYPEHASH =
        keccak256("CancelAuthorization(address authorizer,bytes32 nonce)");

    /// authorizer => nonce => used or canceled. EIP-3009 nonces are random 32-byte values chosen by the payer,
    /// not a counter, so several authorizations can be outstanding at once and settle in any order.
    mapping(address authorizer => mapping(bytes32 nonce => bool)) private _authorizationStates;

    /// Emitted once per authorization that moved money. Settlement reconciliation looks these up by
    /// (authorizer, nonce) to tell "paid on chain" from "never paid", so both are indexed.
    event AuthorizationUsed(address indexed authorizer, bytes32 indexed nonce);
    event AuthorizationCanceled(address indexed authorizer, bytes32 indexed nonce);

    constructor() ERC20(NAME, SYMBOL) EIP712(NAME, VERSION) Ownable(msg.sender) {}

    /// USDC's precision, so prices in whole dollars convert to the same atomic amounts on both tokens.
    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function version() external pure returns (string memory) {
        return VERSION;
    }

    // solhint-disable-next-line func-name-mixedcase
    function DOMAIN_SEPARATOR() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    function authorizationState(address authorizer, bytes32 nonce) external view returns (bool) {
        return _authorizationStates[authorizer][nonce];
    }

    /// The (v, r, s) form is what the x402 EVM facilitator sends for a plain 65-byte EOA signature.
    function transferWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external {
        _transferWithAuthorization(from, to, value, validAfter, validBefore, nonce, abi.encodePacked(r, s, v));
    }

    /// The bytes form carries signatures that are not 65 bytes, such as an ERC-1271 smart-wallet signature.
    function transferWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        bytes memory signature
    ) external {
        _transferWithAuthorization(from, to, value, validAfter, validBefore, nonce, signature);
    }

    /// Like transferWithAuthorization, but only the payee may submit it: a payment signed to a contract cannot be
    /// front-run into a bare transfer that skips the contract's own bookkeeping.
    function receiveWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external {
        _receiveWithAuthorization(from, to, value, validAfter, validBefore, nonce, abi.encodePacked(r, s, v));
    }

    function receiveWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        bytes memory signature
    ) external {
        _receiveWithAuthorization(from, to, value, validAfter, validBefore, nonce, signature);
    }

    /// Lets a payer void an authorization it signed but no longer wants settled (e.g. a quote it walked away
    /// from). Afterwards the nonce reads as used, so the two cannot both happen.
    function cancelAuthorization(address authorizer, bytes32 nonce, uint8 v, bytes32 r, bytes32 s) external {
        _cancelAuthorization(authorizer, nonce, abi.encodePacked(r, s, v));
    }

    function cancelAuthorization(address authorizer, bytes32 nonce, bytes memory signature) external {
        _cancelAuthorization(authorizer, nonce, signature);
    }

    function _transferWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        bytes memory signature
    ) private {
        _requireValidAuthorization(from, nonce, validAfter, validBefore);
        bytes32 structHash = keccak256(
            abi.encode(TRANSFER_WITH_AUTHORIZATION_TYPEHASH, from, to, value, validAfter, validBefore, nonce)
        );
        _requireValidSignature(from, structHash, signature);
        _markAuthorizationAsUsed(from, nonce);
        _transfer(from, to, value);
    }

    function _receiveWithAuthorization(
        address from,
        address to,
        uint256 value,
        uint256 validAfter,
        uint256 validBefore,
        bytes32 nonce,
        bytes memory signature
    ) private {
        require(to == msg.sender, "ATD: caller must be the payee");
        _requireValidAuthorization(from, nonce, validAfter, validBefore);
        bytes32 structHash = keccak256(
            abi.encode(RECEIVE_WITH_AUTHORIZATION_TYPEHASH, from, to, value, validAfter, validBefore, nonce)
        );
        _requireValidSignature(from, structHash, signature);
        _markAuthorizationAsUsed(from, nonce);
        _transfer(from, to, value);
    }

    function _cancelAuthorization(address authorizer, bytes32 nonce, bytes memory signature) private {
        _requireUnusedAuthorization(authorizer, nonce);
        bytes32 structHash = keccak256(abi.encode(CANCEL_AUTHORIZATION_TYPEHASH, authorizer, nonce));
        _requireValidSignature(authorizer, structHash, signature);
        _authorizationStates[authorizer][nonce] = true;
        emit AuthorizationCanceled(authorizer, nonce);
    }

    // Revert texts are plain strings worded as FiatTokenV2's ("authorization is expired", "... is used or
    // canceled", "invalid signature"): the x402 EVM facilitator reads the reason text of a failed settlement to name the
    // failure (ErrValidBeforeExpired, ErrEip3009NonceAlreadyUsed, ...), and custom errors would all come back as
    // an unnamed transaction failure.

    /// Strict inequalities on both ends, as USDC checks them: an authorization is never valid in the very
    /// second named by validAfter, nor in the one named by validBefore.
    function _requireValidAuthorization(
        address authorizer,
        bytes32 nonce,
        uint256 validAfter,
        uint256 validBefore
    ) private view {
        require(block.timestamp > validAfter, "ATD: authorization is not yet valid");
        require(block.timestamp < validBefore, "ATD: authorization is expired");
        _requireUnusedAuthorization(authorizer, nonce);
    }

    function _requireUnusedAuthorization(address authorizer, bytes32 nonce) private view {
        require(!_authorizationStates[authorizer][nonce], "ATD: authorization is used or canceled");
    }

    /// ECDSA for an account without code, ERC-1271 for a contract wallet, as FiatTokenV2_2's SignatureChecker.
    /// OpenZeppelin's ECDSA also refuses high-s and malformed v, so one authorization has one valid signature.
    function _requireValidSignature(address signer, bytes32 structHash, bytes memory signature) private view {
        require(
            SignatureChecker.isValidSignatureNow(signer, _hashTypedDataV4(structHash), signature),
            "ATD: invalid signature"
        );
    }

    function _markAuthorizationAsUsed(address authorizer, bytes32 nonce) private {
        _authorizationStates[authorizer][nonce] = true;
        emit AuthorizationUsed(authorizer, nonce);
    }
}
