# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# `arbiter-cli play` with a sheet that holds no orders (empty, or only blank lines and comments) for a phase
# with units to order plays it, every unit holding, but says so on standard error; the exit status stays 0
# (success, as the manual gives it). A sheet with an order gives no such warning.
set(dir "${WORK_DIR}/cli_play_empty_sheet")
file(REMOVE_RECURSE "${dir}")
file(MAKE_DIRECTORY "${dir}")
execute_process(COMMAND ${PROGRAM} new "${dir}/game.json" RESULT_VARIABLE code OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "arbiter-cli new failed (${code}): ${err}")
endif()
foreach(content "" "\n\n")
    file(WRITE "${dir}/sheet.txt" "${content}")
    execute_process(COMMAND ${PROGRAM} play "${dir}/game.json" --orders "${dir}/sheet.txt"
        RESULT_VARIABLE code OUTPUT_VARIABLE stdout ERROR_VARIABLE err)
    if(NOT code EQUAL 0)
        message(FATAL_ERROR "play with an empty sheet must still succeed, exit ${code}:\n${stdout}\n${err}")
    endif()
    if(NOT err MATCHES "sheet.txt: warning: the sheet holds no orders: every unit holds\n$")
        message(FATAL_ERROR "play with an empty sheet must warn on standard error; it wrote:\n${err}")
    endif()
    if(stdout MATCHES "warning" OR NOT stdout MATCHES "Spring 1901 Movement")
        message(FATAL_ERROR "the results go to standard output, the warning does not:\n${stdout}")
    endif()
endforeach()
file(WRITE "${dir}/sheet.txt" "France: A par - bur\n")
execute_process(COMMAND ${PROGRAM} play "${dir}/game.json" --orders "${dir}/sheet.txt"
    RESULT_VARIABLE code OUTPUT_VARIABLE stdout ERROR_VARIABLE err)
if(NOT code EQUAL 0 OR err MATCHES "holds no orders")
    message(FATAL_ERROR "a sheet with an order gives no warning (${code}):\n${err}")
endif()
