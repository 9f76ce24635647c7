# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# `arbiter-cli play` with an order sheet as players write them in mails: several orders on a line and a
# misspelled power's name, which is played with a warning naming the correction; a part of a line that
# cannot be read, or a power's name that is too far off or as close to two powers, is named with its line.
set(dir "${WORK_DIR}/cli_play_spellings")
file(REMOVE_RECURSE "${dir}")
file(MAKE_DIRECTORY "${dir}")
execute_process(COMMAND ${PROGRAM} new "${dir}/game.json" RESULT_VARIABLE code OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "arbiter-cli new failed (${code}): ${err}")
endif()

file(WRITE "${dir}/good.txt" "Germnay: A mun - ruh; A ber - kie, F kie - den\nAustria: A vie - gal, A bud - ser\nTurky:\nF ank - bla\n")
execute_process(COMMAND ${PROGRAM} play "${dir}/game.json" --orders "${dir}/good.txt" --out "${dir}/out.json"
    RESULT_VARIABLE code OUTPUT_VARIABLE stdout ERROR_VARIABLE err)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "exit code ${code}, expected 0\nstdout:\n${stdout}\nstderr:\n${err}")
endif()
if(NOT err MATCHES "good.txt:1: warning: 'Germnay' read as Germany" OR
   NOT err MATCHES "good.txt:3: warning: 'Turky' read as Turkey")
    message(FATAL_ERROR "each correction must be named with its line:\n${err}")
endif()
foreach(order "A mun - ruh +succeeded" "A ber - kie +succeeded" "F kie - den +succeeded" "A vie - gal +succeeded" "A bud - ser +succeeded"
        "F ank - bla +succeeded")
    if(NOT stdout MATCHES "${order}")
        message(FATAL_ERROR "'${order}' missing from the results:\n${stdout}")
    endif()
endforeach()

file(WRITE "${dir}/bad.txt" "Germany: A mun - ruh; A ber - kxe\nRusiria: A war H\nGremlins: A vie H\n")
execute_process(COMMAND ${PROGRAM} play "${dir}/game.json" --orders "${dir}/bad.txt"
    RESULT_VARIABLE code OUTPUT_VARIABLE stdout ERROR_VARIABLE err)
if(NOT code EQUAL 3)
    message(FATAL_ERROR "exit code ${code}, expected 3\nstdout:\n${stdout}\nstderr:\n${err}")
endif()
if(NOT err MATCHES "bad.txt:1: order 2 on the line: unknown place 'kxe' \\(Kiel\\?\\): A ber - kxe" OR
   NOT err MATCHES "bad.txt:2: 'Rusiria' could be more than one power" OR
   NOT err MATCHES "bad.txt:3: unknown power 'Gremlins'")
    message(FATAL_ERROR "each refused line must be named with its line, part and word:\n${err}")
endif()
