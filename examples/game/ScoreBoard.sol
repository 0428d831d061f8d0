// SPDX-License-Identifier: MIT
// The demo game's on-chain score board, deployed on the local node by `npm start` (scripts/demo-services.mjs).
// Compiled by scripts/score-board.mjs into score-board.mjs; test/node/score-board.test.mjs recompiles it and
// checks the committed bytecode.
pragma solidity ^0.8.24;

contract ScoreBoard {
    /// Each player's highest submitted score.
    mapping(address => uint256) public best;

    /// Every submission, including those below the player's best: the game's history.
    event Score(address indexed player, uint256 score);

    function submitScore(uint256 score) external {
        if (score > best[msg.sender]) best[msg.sender] = score;
        emit Score(msg.sender, score);
    }
}
