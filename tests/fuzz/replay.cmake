# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# Replay runners: each fuzz target's LLVMFuzzerTestOneInput with a plain main (replay_main.cpp), built by any
# compiler, and a ctest per target that runs the seed corpus and the crash reproducers through it.
# Included from tests/CMakeLists.txt (every build) and from tests/fuzz/CMakeLists.txt when that has not
# happened; include it once per build tree.
set(ARBITER_FUZZ_TARGETS order_parser datc_reader map_loader game_file movement_judge mila_game
    judge_transcript pad_submission pad_http)
set(ARBITER_FUZZ_DIR ${CMAKE_CURRENT_LIST_DIR})

foreach(fuzz_target IN LISTS ARBITER_FUZZ_TARGETS)
    add_executable(replay_${fuzz_target}
        ${ARBITER_FUZZ_DIR}/replay_main.cpp
        ${ARBITER_FUZZ_DIR}/fuzz_${fuzz_target}.cpp
        ${ARBITER_FUZZ_DIR}/fuzz_common.h
        ${ARBITER_FUZZ_DIR}/fuzz_import.h)
    target_link_libraries(replay_${fuzz_target} PRIVATE arbiter_core)
    # A replay checks every input fully; a fuzzing run checks some contracts on a sample (fuzz_import.h).
    target_compile_definitions(replay_${fuzz_target} PRIVATE ARBITER_FUZZ_REPLAY)
    # A target whose fuzzing has found nothing yet has no reproducers (git keeps no empty folder).
    set(fuzz_inputs ${ARBITER_FUZZ_DIR}/corpus/${fuzz_target})
    if(EXISTS ${ARBITER_FUZZ_DIR}/regressions/${fuzz_target})
        list(APPEND fuzz_inputs ${ARBITER_FUZZ_DIR}/regressions/${fuzz_target})
    endif()
    add_test(NAME fuzz_replay_${fuzz_target} COMMAND replay_${fuzz_target} ${fuzz_inputs})
endforeach()
# The order pads' order endpoint: its one source file, without the HTTP server around it.
target_sources(replay_pad_submission PRIVATE ${PROJECT_SOURCE_DIR}/app/server/order_submission.cpp)
target_include_directories(replay_pad_submission PRIVATE ${PROJECT_SOURCE_DIR}/app/server)
# The order pads' HTTP server, whole: Qt's request parser and the server's endpoints on a loopback socket.
target_link_libraries(replay_pad_http PRIVATE arbiter_order_pads)
