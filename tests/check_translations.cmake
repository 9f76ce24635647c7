# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# Fails unless lrelease compiles the translation of each given language with no unfinished string (every
# string of the program translated), and names the file and the count. The languages of PLURALS_ONLY (English,
# the language of the sources) translate only the strings with a count, so that "%n phase(s)" reads
# "1 phase" and "2 phases": each of those must have its forms.
# Run: cmake -DLRELEASE=<lrelease> -DOUT_DIR=<folder> -DTS_DIR=<translations> -DLANGUAGES=de,fr
#            -DPLURALS_ONLY=en -P check_translations.cmake
set(failures "")
string(REPLACE "," ";" languages "${LANGUAGES}")
foreach(language IN LISTS languages)
    set(name arbiter_${language})
    set(ts ${TS_DIR}/${name}.ts)
    execute_process(COMMAND ${LRELEASE} ${ts} -qm ${OUT_DIR}/${name}.check.qm
        OUTPUT_VARIABLE output ERROR_VARIABLE output RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
        string(APPEND failures "${ts}: lrelease failed: ${output}\n")
        continue()
    endif()
    string(REGEX MATCH "\\(([0-9]+) finished and ([0-9]+) unfinished\\)" counts "${output}")
    if(NOT counts)
        string(APPEND failures "${ts}: no counts in lrelease's output: ${output}\n")
    elseif(NOT CMAKE_MATCH_2 EQUAL 0)
        string(APPEND failures "${ts}: ${CMAKE_MATCH_2} unfinished of ${CMAKE_MATCH_1} finished\n")
    else()
        message(STATUS "${name}: ${CMAKE_MATCH_1} finished, 0 unfinished")
    endif()
endforeach()
string(REPLACE "," ";" plural_languages "${PLURALS_ONLY}")
foreach(language IN LISTS plural_languages)
    set(ts ${TS_DIR}/arbiter_${language}.ts)
    file(READ ${ts} content)
    string(REGEX MATCHALL "<numerusform></numerusform>" empty "${content}")
    list(LENGTH empty empty_count)
    if(empty_count GREATER 0)
        string(APPEND failures "${ts}: ${empty_count} empty plural forms (fill each string with a count)\n")
    else()
        message(STATUS "arbiter_${language}: every plural form filled")
    endif()
endforeach()
if(failures)
    message(FATAL_ERROR "${failures}")
endif()
